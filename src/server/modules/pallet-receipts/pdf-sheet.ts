import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 portrait in PDF points. */
const pageSize: [number, number] = [595.28, 841.89];
export const margin = 50;
export const contentRight = pageSize[0] - margin;
const grey = rgb(0.45, 0.45, 0.45);
const black = rgb(0, 0, 0);

export interface TextStyle {
  size?: number;
  isBold?: boolean;
  isGrey?: boolean;
  /** Right-aligned at x instead of starting there. */
  isRightAligned?: boolean;
  /** Cut with an ellipsis to this width. */
  maxWidth?: number;
}

/**
 * A top-to-bottom writer on A4 pages with the standard Helvetica fonts. Those encode WinAnsi only
 * (Latin-1 and a few more, enough for the Nordic languages): any other character is printed as '?'
 * instead of failing the whole PDF.
 */
export class PdfSheet {
  private page: PDFPage;
  private cursor = pageSize[1] - margin;

  private constructor(
    readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly printable: ReadonlySet<number>,
  ) {
    this.page = document.addPage(pageSize);
  }

  static async create(title: string): Promise<PdfSheet> {
    const document = await PDFDocument.create();
    document.setTitle(title);
    document.setProducer('Pallet Portal');
    const regular = await document.embedFont(StandardFonts.Helvetica);
    const bold = await document.embedFont(StandardFonts.HelveticaBold);
    return new PdfSheet(document, regular, bold, new Set(regular.getCharacterSet()));
  }

  /** Starts a new page when less than `height` is left above the bottom margin. */
  ensureRoom(height: number) {
    if (this.cursor - height >= margin) return;
    this.page = this.document.addPage(pageSize);
    this.cursor = pageSize[1] - margin;
  }

  moveDown(height: number) {
    this.cursor -= height;
  }

  text(text: string, x: number, style: TextStyle = {}) {
    const font = style.isBold ? this.bold : this.regular;
    const size = style.size ?? 10;
    const line = this.fit(this.printableText(text), font, size, style.maxWidth ?? contentRight - x);
    const left = style.isRightAligned ? x - font.widthOfTextAtSize(line, size) : x;
    this.page.drawText(line, { x: left, y: this.cursor, size, font, color: style.isGrey ? grey : black });
  }

  /** Text wrapped at word breaks to the content width, each line moving the cursor down. */
  paragraph(text: string, x: number, size = 10) {
    let line = '';
    const flush = () => {
      this.ensureRoom(size);
      this.text(line, x, { size });
      this.moveDown(size * 1.4);
    };
    for (const word of this.printableText(text).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.regular.widthOfTextAtSize(candidate, size) > contentRight - x) {
        flush();
        line = word;
      } else line = candidate;
    }
    if (line) flush();
  }

  /** A thin line from the left margin, the content's width unless told. */
  rule(width = contentRight - margin) {
    const y = this.cursor;
    this.page.drawLine({
      start: { x: margin, y },
      end: { x: margin + width, y },
      thickness: 0.5,
      color: grey,
    });
  }

  /** Draws a PNG with its top at the cursor, scaled to fit; false when its bytes cannot be read. */
  async image(png: Uint8Array, x: number, maxWidth: number, maxHeight: number): Promise<boolean> {
    try {
      const image = await this.document.embedPng(png);
      const { width, height } = image.scaleToFit(maxWidth, maxHeight);
      this.page.drawImage(image, { x, y: this.cursor - height, width, height });
      this.cursor -= height;
      return true;
    } catch {
      return false;
    }
  }

  private printableText(text: string): string {
    const chars = [...text.replace(/\s+/g, ' ')];
    return chars.map((char) => (this.printable.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  }

  private fit(text: string, font: PDFFont, size: number, maxWidth: number): string {
    if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut}…`;
  }
}
