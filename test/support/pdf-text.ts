import { execFile } from 'node:child_process';

/**
 * The text of a PDF, extracted by pdf-parse (PDF.js) in a child Node process: PDF.js is an ES module that loads
 * its worker by a dynamic import, which jest's module system cannot run.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  const script = `
    import { PDFParse } from 'pdf-parse';
    const chunks = [];
    for await (const chunk of process.stdin) chunks.push(chunk);
    const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
    const { text } = await parser.getText();
    await parser.destroy();
    process.stdout.write(text);
  `;
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}
