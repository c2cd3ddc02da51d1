/** Kedai's own product pictures: a gradient card with the product's initials and title, as SVG. */
export interface ProductArt {
  title: string;
  badge: string;
  from: string;
  to: string;
  /** 0 for the cover, 1.. for the gallery's other views (the shapes move). */
  variant: number;
  caption?: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function renderProductArt(art: ProductArt): string {
  const size = 600;
  const v = art.variant;
  const circles = [
    { cx: 480 - v * 90, cy: 110 + v * 40, r: 150 },
    { cx: 90 + v * 60, cy: 520 - v * 50, r: 190 },
  ];
  const titleLines = wrap(art.title, 18)
    .map((line, i) => `<tspan x="300" dy="${i === 0 ? 0 : 44}">${escapeXml(line)}</tspan>`)
    .join('');
  const caption = art.caption ? escapeXml(art.caption) : 'Kedai Digital';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#g)"/>`,
    ...circles.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.r}" fill="#ffffff" fill-opacity="0.12"/>`),
    `<rect x="200" y="120" width="200" height="200" rx="48" fill="#ffffff" fill-opacity="0.92"/>`,
    `<text x="300" y="248" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="84" font-weight="700" fill="${art.to}">${escapeXml(art.badge)}</text>`,
    `<text x="300" y="400" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${titleLines}</text>`,
    `<text x="300" y="560" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.85">${caption}</text>`,
    `</svg>`,
  ].join('');
}

/** File name for a product picture: the slug of the title plus the view number. */
export function artFileName(slug: string, variant: number): string {
  return `${slug}-${variant + 1}.svg`;
}
