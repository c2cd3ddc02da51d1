import type { Page } from '@playwright/test';

/**
 * Layout problems a phone user would see, read from the rendered page: a horizontal scroll, content
 * reaching past the screen's edges (even where an ancestor hides the overflow), and controls that a
 * floating element (chat button, tab bar) still covers when the control is scrolled to the middle of the
 * screen. Returns one line per problem, empty when the page is fine.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    window.scrollTo({ left: 0, top: window.scrollY, behavior: 'instant' });
    const width = window.innerWidth;
    const root = document.documentElement;
    if (root.scrollWidth > width) problems.push(`page scrolls sideways: ${root.scrollWidth}px > ${width}px`);

    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? '';
      return `<${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
    };
    // Inside a sideways scroller (chips, tables) content may legitimately extend past the screen.
    const inScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const hidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (node.getAttribute('aria-hidden') === 'true' || node.classList.contains('sr-only')) return true;
      }
      return false;
    };

    const offenders = new Set<Element>();
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!visible(el) || hidden(el) || inScroller(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.right > width + 1 || rect.left < -1) {
        // Report the outermost offender only.
        if (el.parentElement && offenders.has(el.parentElement)) {
          offenders.add(el);
          continue;
        }
        offenders.add(el);
        problems.push(`past the edge (${Math.round(rect.left)}..${Math.round(rect.right)}): ${describe(el)}`);
      }
    }

    const floating = Array.from(document.querySelectorAll('body *')).filter((el) => {
      const style = getComputedStyle(el);
      return style.position === 'fixed' && style.pointerEvents !== 'none' && visible(el) && !hidden(el);
    });
    const insideFloating = (el: Element) => floating.some((box) => box.contains(el));
    const controls = Array.from(
      document.querySelectorAll('main a[href], main button, main input, main select, main textarea, footer a[href]'),
    ).filter((el) => visible(el) && !insideFloating(el) && !hidden(el));
    const start = window.scrollY;
    for (const control of controls) {
      // Only the window scrolls (scrollIntoView would also scroll containers that clip their overflow).
      const before = control.getBoundingClientRect();
      const top = before.top + window.scrollY - (window.innerHeight - before.height) / 2;
      window.scrollTo({ left: 0, top: Math.max(0, top), behavior: 'instant' });
      const rect = control.getBoundingClientRect();
      for (const box of floating) {
        const other = box.getBoundingClientRect();
        const overlapX = Math.min(rect.right, other.right) - Math.max(rect.left, other.left);
        const overlapY = Math.min(rect.bottom, other.bottom) - Math.max(rect.top, other.top);
        if (overlapX > 2 && overlapY > 2) problems.push(`${describe(box)} covers ${describe(control)}`);
      }
    }
    window.scrollTo({ top: start, behavior: 'instant' });
    return problems;
  });
}

/** How many lines a text value is broken into (one client rect per line box). */
export async function lineCount(page: Page, testId: string): Promise<{ text: string; lines: number }[]> {
  return page.getByTestId(testId).evaluateAll((elements) =>
    elements.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      return { text: (el.textContent ?? '').trim(), lines: tops.size };
    }),
  );
}

/**
 * Elements inside `selector` (e.g. a screen's main content) that reach past the screen's right or left edge:
 * one line each, empty when the content fits. For screens checked apart from a layout others own.
 */
export async function overflowIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) => {
    const width = window.innerWidth;
    const problems: string[] = [];
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 0.5 || box.left < -0.5) {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        problems.push(
          `past the edge (${Math.round(box.left)}..${Math.round(box.right)}): <${el.tagName.toLowerCase()}> ${text}`,
        );
      }
    }
    return problems;
  });
}
