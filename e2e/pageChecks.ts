import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical findings on the page as it stands, or within one element of it
 * (an open dialog). axe is evaluated through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not govern.
 */
export async function seriousAxeFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  // Colours are judged as they settle: a dialog fading in or a ripple still running has them part-transparent
  // (endless ones, a spinner, never settle and are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const findings = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document | Element): Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    const context = selector ? document.querySelector(selector) : document;
    if (!context) throw new Error(`axe: nothing matches ${selector}`);
    const { violations } = await axe.run(context);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, within);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/**
 * Records every Content-Security-Policy violation a page meets (the DOM event and the console
 * message Chromium writes), from the first script on, for pages opened after this call.
 */
export function watchPolicyViolations(page: Page): () => string[] {
  const seen: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|CSP violation/i.test(text))
      seen.push(text);
  });
  return () => [...seen];
}

/** Whether the page fits its viewport's width: nothing to scroll sideways (a phone's first need). */
export const noSidewaysScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
