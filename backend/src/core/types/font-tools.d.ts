/** Types of the two small font packages the receipt PDF uses (neither ships its own). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
  }
  function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
  export = subsetFont;
}

declare module 'fontverter' {
  export function convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2', from?: string): Promise<Buffer>;
  export function detectFormat(font: Buffer): string;
}
