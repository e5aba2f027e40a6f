/** GET /api/orgs/{appId}/embed-lite (spec §7): the lite (insight) flow: survey, confirm and freeform only. */
import type { BlueprintInput } from '../../../contract/schemas/index.ts';
import { deriveLiteBlueprint } from '../../../renderer/domain/lite-blueprint.ts';
import type { CallHandler } from '../context.ts';
import { ok } from '../responses.ts';
import { pickBlueprint } from './embed.ts';

/** Lite data: the seeded lite blueprint, or one derived from the named (or first) blueprint. */
export const getEmbedLite: CallHandler = (context) => {
  const { app } = context;
  let blueprint: BlueprintInput | null = null;
  if (!context.query.blueprint && app.liteBlueprint) blueprint = app.liteBlueprint;
  else {
    const picked = pickBlueprint(app, context.query.blueprint);
    if (!picked.ok) return picked.response;
    blueprint = picked.value ? deriveLiteBlueprint(picked.value) : null;
  }
  return ok({
    blueprint,
    branding: app.branding,
    segment: blueprint?.segment ?? null,
    orgTranslations: app.orgTranslations,
  });
};
