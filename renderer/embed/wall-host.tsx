import { type ReactNode, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { subscribe } from 'valtio/vanilla';
import type { OrgTranslations } from '../../contract/schemas/index.ts';
import { type Catalog, createTranslator, type HostMessages, type Translator } from '../i18n/index.ts';
import { deepActiveElement } from '../views/shell/focus.ts';
import { WALL_CSS } from '../views/styles/wall-css.ts';
import { useWallStore } from '../views/walls/use-wall-store.ts';
import { type Experience, type Mount, mount } from './mount.ts';

/** What a wall's host needs to know about its store and options. */
export interface WallHostSpec {
  experience: Extract<Experience, 'pause-wall' | 'failed-payment-wall'>;
  /** The wall's store: the host unmounts when `visible` turns false; the texts follow its `catalog`. */
  store: { visible: boolean; catalog: Catalog | null };
  /** The wall's container, given the translator. */
  render: (t: Translator) => ReactNode;
}

export interface WallHostOptions {
  nonce?: string | undefined;
  lang?: string | undefined;
  messages?: HostMessages | undefined;
}

/**
 * The translator follows the host's i18n options, the language's catalog (also when it comes only at a later
 * check) and the organisation's translations.
 */
function WallRoot(props: {
  spec: WallHostSpec;
  options: WallHostOptions;
  orgTranslations: OrgTranslations | null;
}) {
  const { spec, options, orgTranslations } = props;
  const { catalog } = useWallStore(spec.store);
  const t = useMemo(
    () =>
      createTranslator({
        lang: options.lang ?? null,
        messages: options.messages ?? null,
        orgTranslations,
        catalog,
      }),
    [options, orgTranslations, catalog],
  );
  return <>{spec.render(t)}</>;
}

/**
 * Mounts and unmounts one wall: a modal in its own shadow root on the body (spec §2 overlays), removed when
 * its store stops being visible, with focus given back to the element that had it (WAI-ARIA APG modal), in
 * another of our experiences too (experience-root.ts).
 */
export function createWallHost(spec: WallHostSpec) {
  let current: { mount: Mount; root: Root; opener: Element | null; stop: () => void } | null = null;

  function unmountWall(): void {
    if (!current) return;
    const { root, mount: mounted, opener, stop } = current;
    current = null;
    stop();
    root.unmount();
    mounted.remove();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }

  function mountWall(options: WallHostOptions, orgTranslations: OrgTranslations | null): void {
    if (!spec.store.visible) return;
    const mounted = mount({ experience: spec.experience, css: WALL_CSS, nonce: options.nonce });
    if (current?.mount.host !== mounted.host) {
      current?.root.unmount();
      current?.stop();
      const stop = subscribe(spec.store, () => {
        if (!spec.store.visible) unmountWall();
      });
      current = {
        mount: mounted,
        root: createRoot(mounted.container),
        opener: deepActiveElement(document),
        stop,
      };
    }
    current.root.render(<WallRoot spec={spec} options={options} orgTranslations={orgTranslations} />);
  }

  return { mountWall, unmountWall };
}
