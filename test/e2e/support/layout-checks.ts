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

/** The smallest tap target a phone user gets (WCAG 2.2's 2.5.8 Target Size, minimum). */
export const MIN_TAP_TARGET_PX = 24;

/**
 * Controls a finger cannot hit reliably: a checkbox, radio, button, select or link (not a link inside a sentence,
 * WCAG's inline exception) smaller than 24x24 px. A visually hidden input whose label is the target is left out.
 */
export async function tapTargetProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const controls = document.querySelectorAll(
      'main input[type="checkbox"], main input[type="radio"], main button, main select, main a[href], footer a[href], footer button',
    );
    for (const el of Array.from(controls)) {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || rect.width === 0 || rect.height === 0) continue;
      if (el.closest('[aria-hidden="true"], .sr-only')) continue;
      // A custom control: the real input is invisible and its label takes the tap.
      if (Number(style.opacity) === 0 || rect.width <= 2 || rect.height <= 2) continue;
      if (el.tagName === 'A' && style.display === 'inline') continue;
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
        const label = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.getAttribute('type') ?? '';
        problems.push(
          `tap target ${Math.round(rect.width)}x${Math.round(rect.height)}px: <${el.tagName.toLowerCase()}${label ? ` "${label}"` : ''}> ${text}`,
        );
      }
    }
    return problems;
  }, MIN_TAP_TARGET_PX);
}

/**
 * Scrolled to the very end, what still sits under the floating chat button: the page must reserve room below its
 * last content so that everything can be scrolled clear of the button.
 */
export async function underChatButtonAtEnd(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const start = window.scrollY;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const button = document.querySelector('[data-testid="chat-launcher"]');
    const problems: string[] = [];
    if (button) {
      const box = button.getBoundingClientRect();
      const covers = (rect: DOMRect) =>
        Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > 2 &&
        Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) > 2;
      // The words themselves (not their boxes' padding), and every control.
      for (const root of Array.from(document.querySelectorAll('main, footer'))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (Array.from(range.getClientRects()).some(covers)) {
            problems.push(`under the chat button at the page's end: "${node.textContent.trim().slice(0, 30)}"`);
          }
        }
        for (const control of Array.from(root.querySelectorAll('a[href], button, input, select, textarea'))) {
          if (covers(control.getBoundingClientRect())) {
            problems.push(`under the chat button at the page's end: <${control.tagName.toLowerCase()}>`);
          }
        }
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
