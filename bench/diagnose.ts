/**
 * What bench:trace and bench:profile share: the bench's build, site and recorded answers, and a cold page
 * of one variant (new context, CPU slowdown, the host page loaded) ready for its first show.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/browser.ts';
import { en } from '../renderer/i18n/catalogs/en.ts';
import { type ColdPage, openColdPage, recordAnswers } from './browser/runs.ts';
import { type BenchSite, NEXT_ANSWER, startBenchSite, type Variant, variants } from './browser/site.ts';
import { type BenchBuild, buildForBench } from './build-bench.ts';

/** `--flag N` from the command line, or `fallback`. */
export function numberArg(argv: readonly string[], flag: string, fallback: number): number {
  const at = argv.indexOf(flag);
  const value = at >= 0 ? Number(argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`${flag} takes a number of at least 1`);
  return value;
}

export interface Diagnosis {
  built: BenchBuild;
  browser: Browser;
  site: BenchSite;
  variants: ReturnType<typeof variants>;
  close(): Promise<void>;
}

/** Builds like the bench, starts its site and Chromium, and records the API answers the runs get at once. */
export async function openDiagnosis(): Promise<Diagnosis> {
  const built = await buildForBench();
  const site = await startBenchSite(built.embedDir, built.floorDir, built.weightedFloorDir);
  const browser = await launchChromium();
  const all = variants(site);
  site.answerAtOnce(
    await recordAnswers(browser, site, all.holdfast, { answer: NEXT_ANSWER, label: en['footer.next'] }),
  );
  return {
    built,
    browser,
    site,
    variants: all,
    close: async () => {
      await browser.close();
      await site.close();
    },
  };
}

/** A cold page of `variant` in the diagnosis's browser and site (see bench/browser/runs.ts). */
export function coldPage(diagnosis: Diagnosis, variant: Variant, cpuSlowdown: number): Promise<ColdPage> {
  return openColdPage(diagnosis.browser, diagnosis.site, variant, cpuSlowdown);
}
