import { expect, test, type Page, type Response } from '@playwright/test';
import { registerCustomer } from './support/admin';

/**
 * The catalogue from the shopper's side (docs/product/storefront.md: products, product detail, favourites):
 * search, sort, category chips, option prices, the lightbox and favourites that survive a reload.
 */

const PASSWORD = 'correct-horse-42';

const prices = async (page: Page) =>
  (await page.getByTestId('product-price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));

const resultCount = (page: Page) => page.getByTestId('result-count');

test('a header search lists the matching products with the right count, and Clear search resets it', async ({
  page,
}) => {
  const expected = await (await page.request.get('/api/products?search=steam%20rental&limit=100')).json();
  expect(expected.total).toBeGreaterThan(0);

  await page.goto('/');
  await page.getByRole('search').getByLabel('Search products').fill('  Steam Rental  ');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/products\?search=Steam\+Rental$/);
  await expect(page.getByText('Search results for')).toContainText('Steam Rental');
  await expect(resultCount(page)).toHaveText(`${expected.total} products found`);
  await expect(page.getByTestId('product-card')).toHaveCount(expected.total);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const all = await (await page.request.get('/api/products?limit=100')).json();
  await expect(resultCount(page)).toHaveText(`${all.total} products found`);
});

test('an unmatched search shows No products found', async ({ page }) => {
  await page.goto('/products?search=nothing-like-this-exists');
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(resultCount(page)).toHaveText('0 products found');
});

test('sorting by price orders the cards', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(async () => {
    const ascending = await prices(page);
    expect(ascending.length).toBeGreaterThan(3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(async () => {
    const descending = await prices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending[descending.length - 1]);
  }).toPass();
});

test('a category chip shows only that category', async ({ page }) => {
  const expected = await (await page.request.get('/api/products?category=Nintendo%20Games')).json();
  await page.goto('/products');
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Nintendo Games' }).click();

  await expect(page).toHaveURL(/category=Nintendo\+Games/);
  await expect(resultCount(page)).toHaveText(`${expected.total} products found`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(expected.total);
  for (const card of await cards.all()) await expect(card).toContainText('Nintendo Games');
});

test('a rental shows the warning, and choosing a duration changes the price', async ({ page }) => {
  await page.goto('/product/GTA5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GTA V Premium (Steam Rental)');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
  await expect(
    page.getByText('If cheating leads to account ban, violators will be held responsible and charged at full price!'),
  ).toBeVisible();

  // The first choice is preselected.
  await expect(page.getByRole('button', { name: /3 Hours/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');
  await page.getByRole('button', { name: /24 Hours/ }).click();
  await expect(page.getByTestId('detail-price')).toHaveText('RM9.99');
  await page.getByRole('button', { name: /12 Hours/ }).click();
  await expect(page.getByTestId('detail-price')).toHaveText('RM5.99');

  // Quantity never goes below 1.
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
});

test('an unknown product says Product not found', async ({ page }) => {
  await page.goto('/product/NO-SUCH-THING');
  await expect(page.getByText('Product not found')).toBeVisible();
});

test('the lightbox opens from the gallery and closes with Escape or Close', async ({ page }) => {
  await page.goto('/product/DZ');
  const lightbox = page.getByRole('dialog', { name: 'Dazz Cam Premium image' });
  await expect(lightbox).toBeHidden();

  await page.getByRole('button', { name: 'Open full-screen image of Dazz Cam Premium' }).click();
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
  await page.getByRole('button', { name: 'Open full-screen image of Dazz Cam Premium' }).click();
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText('2 / 3');
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
});

test('an image whose url has spaces falls back to the hyphenated file', async ({ page }) => {
  await page.goto('/product/MK8');
  const image = page.getByRole('button', { name: /Open full-screen image/ }).locator('img');
  await expect(image).toHaveAttribute('src', /Mario-Kart-8-Deluxe-1\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a guest favourite survives a reload', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove Dazz Cam Premium from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The list itself needs a login (docs/product/storefront.md#favourites): the guest is asked to log in.
  await page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/favorites');
  await expect(page.getByText('Please login to view your favorites').first()).toBeVisible();
});

test('a corrupt stored favourites list is dropped, not fatal', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('likedProducts', '{not json'));
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('likedProducts'))).toBeNull();
});

test('a logged-in favourite survives a reload, and guest favourites join the account at login', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `liker.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `Liker ${stamp}`, email, password: PASSWORD });

  // As a guest, like SNOW Premium.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Add SNOW Premium to favorites' }).click();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Like VSCO on its page while logged in.
  await page.goto('/product/VS');
  await page.getByRole('button', { name: 'Add VSCO Membership to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (2)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove VSCO Membership from favorites' })).toBeVisible();
  await page.goto('/likes');
  await expect(page.getByRole('heading', { name: 'My Likes' })).toBeVisible();
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 2 of 2');
  await expect(page.getByText('SNOW Premium')).toBeVisible();
  await expect(page.getByText('VSCO Membership')).toBeVisible();
  // Kept on the server, not in the browser.
  expect(await page.evaluate(() => window.localStorage.getItem('likedProducts'))).toBeNull();

  // Filters: search narrows, Showing X of Y follows.
  await page.getByLabel('Search favorites').fill('vsco');
  await expect(page.getByTestId('favorites-count')).toHaveText('Showing 1 of 2');
});

/**
 * A slow network for the page's loads of the account's favourites (GET /api/me/likes): each reads the list on the
 * server when it is sent, and its answer is held until `release()`. `read` settles once a load has read the list;
 * `settled()` once every load that reached the route was answered (or given up by the page).
 */
async function holdLikesList(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let firstRead: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (firstRead = resolve));
  const reads: Promise<unknown>[] = [];
  const answers: Promise<void>[] = [];
  await page.route('**/api/me/likes', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const reading = route.fetch();
    reads.push(reading);
    const answering = reading.then(async (answer) => {
      firstRead();
      await held;
      // The page may have given up on the stale list (an aborted fetch): then there is nothing to fulfil.
      await route.fulfill({ response: answer }).catch(() => undefined);
    });
    answers.push(answering);
    await answering;
  });
  return { release, read, allRead: () => Promise.all(reads), settled: () => Promise.all(answers) };
}

/** The account's favourites on the server, asked past the page's held route. */
async function serverLikeCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('kedai.token'));
  const answer = await page.request.get('/api/me/likes', { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { productIds: string[] }).productIds.length;
}

async function logInNewCustomer(page: Page, prefix: string): Promise<void> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${prefix}.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `${prefix} ${stamp}`, email, password: PASSWORD });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/**
 * The page has taken the answer of the change that saved the like (`saved`: its response, awaited from before the
 * change was sent), and only then the held list answers: the list read before the save arrives last, as on a slow
 * network. Once it was answered (or dropped by the page) and had two frames to render, the heart is still on.
 */
async function heartStaysOnAfterTheLateList(
  page: Page,
  list: Awaited<ReturnType<typeof holdLikesList>>,
  saved: Promise<Response>,
) {
  const removeButton = page.getByRole('button', { name: 'Remove VSCO Membership from favorites' });
  await (await saved).finished();
  expect(await serverLikeCount(page)).toBe(1);
  list.release();
  await expect(removeButton).toBeVisible();
  await list.settled();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(removeButton).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();
}

test("a heart tapped while the account's favourites are still loading stays on", async ({ page }) => {
  await logInNewCustomer(page, 'early');
  const list = await holdLikesList(page);
  await page.goto('/product/VS');
  // The page asks for the account's list only once the session is confirmed: once it was read (empty), the heart
  // is the account's, and its like is saved after the read, while the answer is still on its way.
  await list.read;
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/me/likes/'));
  await page.getByRole('button', { name: 'Add VSCO Membership to favorites' }).click();
  await heartStaysOnAfterTheLateList(page, list, saved);
});

test('a heart tapped while the session is still being checked stays on once it joins the account', async ({ page }) => {
  await logInNewCustomer(page, 'guestheart');
  // Until GET /api/auth/me answers, the hearts are the browser's (the stored session is not yet confirmed).
  let confirmSession: () => void = () => undefined;
  const sessionHeld = new Promise<void>((resolve) => (confirmSession = resolve));
  await page.route('**/api/auth/me', async (route) => {
    await sessionHeld;
    await route.fallback();
  });
  const list = await holdLikesList(page);
  // The login merge is saved only after the list the page began loading at the same moment was read, so that load
  // answers with the list as it was before the merge.
  await page.route('**/api/me/likes/merge', async (route) => {
    await list.allRead();
    await route.fallback();
  });
  await page.goto('/product/VS');
  await page.getByRole('button', { name: 'Add VSCO Membership to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove VSCO Membership from favorites' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('likedProducts'))).not.toBeNull();

  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/me/likes/merge'));
  confirmSession();
  await heartStaysOnAfterTheLateList(page, list, saved);
  expect(await page.evaluate(() => window.localStorage.getItem('likedProducts'))).toBeNull();
});

test('Customer Reviews filter by version', async ({ page }) => {
  const all = await (await page.request.get('/api/products/DZ/reviews')).json();
  const yearly = await (await page.request.get('/api/products/DZ/reviews?version=1_year')).json();
  expect(yearly.length).toBeLessThan(all.length);

  await page.goto('/product/DZ');
  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(all.length);
  await page.getByLabel('Filter reviews by version').selectOption({ label: '1 YEAR' });
  await expect(page.getByTestId('review')).toHaveCount(yearly.length);
  for (const review of await page.getByTestId('review').all()) await expect(review).toContainText('1 YEAR');
  await page.getByLabel('Filter reviews by version').selectOption({ label: 'All Versions' });
  await expect(page.getByTestId('review')).toHaveCount(all.length);
  // Only the versions the reviews carry are offered.
  expect(await page.getByLabel('Filter reviews by version').locator('option').allTextContents()).toEqual(
    expect.arrayContaining(['All Versions', '1 YEAR', 'LIFETIME']),
  );

  // A product whose reviews carry no version offers no version filter.
  const plain = (await (await page.request.get('/api/products/FT/reviews')).json()) as { version?: string | null }[];
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.every((review) => !review.version)).toBe(true);
  await page.goto('/product/FT');
  await expect(page.getByTestId('review')).toHaveCount(plain.length);
  await expect(page.getByLabel('Filter reviews by version')).toHaveCount(0);
});

test('All Ratings asks a guest to log in, and lists rated products with filters for a customer', async ({ page }) => {
  await page.goto('/view-ratings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fview-ratings$/);
  await expect(page.getByText('Please login to view ratings').first()).toBeVisible();

  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `rater.${stamp}@example.com`;
  await registerCustomer(page.request, { name: `Rater ${stamp}`, email, password: PASSWORD });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/view-ratings$/);

  const rated = await (await page.request.get('/api/ratings')).json();
  const fiveStar = await (await page.request.get('/api/ratings?minStars=5')).json();
  await expect(page.getByRole('heading', { name: 'All Ratings' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Profile/ })).toHaveAttribute('href', '/profile');
  await expect(page.getByTestId('rating-card')).toHaveCount(rated.length);
  const dazz = page.getByTestId('rating-card').filter({ hasText: 'Dazz Cam Premium' });
  await expect(dazz.getByRole('listitem')).toHaveCount(3);
  await expect(dazz.getByRole('link', { name: 'View all 3 reviews' })).toBeVisible();

  await page.getByLabel('Minimum stars').selectOption({ label: '5+ Stars' });
  await expect(page.getByTestId('rating-card')).toHaveCount(fiveStar.length);

  await page.getByLabel('Search products').last().fill('no product is called this');
  await expect(page.getByText('No Ratings Found')).toBeVisible();
  await page.getByLabel('Search products').last().fill('dazz');
  await expect(page.getByTestId('rating-card')).toHaveCount(1);
  await page.getByTestId('rating-card').getByRole('link', { name: 'View Product' }).click();
  await expect(page).toHaveURL(/\/product\/DZ$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a rental duration is chosen in the Select Duration sheet', async ({ page }) => {
    await page.goto('/product/GTA5');
    await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');
    const sheet = page.getByRole('dialog', { name: 'Select Duration' });

    await page.getByRole('button', { name: '3 Hours' }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Choose your rental period');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('detail-price')).toHaveText('RM2.99');

    await page.getByRole('button', { name: '3 Hours' }).click();
    await sheet.getByRole('button', { name: /24 Hours/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('detail-price')).toHaveText('RM9.99');
    await expect(page.getByRole('button', { name: '24 Hours' })).toBeVisible();
  });
});

test('an expired stored session does not send a shopper browsing products to the login page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.localStorage.setItem('kedai.token', 'expired-token');
    window.localStorage.setItem(
      'kedai.user',
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000000',
        email: 'gone@example.com',
        name: 'Gone',
        role: 'user',
      }),
    );
  });
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add Dazz Cam Premium to favorites' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Favorites (1)' })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
});
