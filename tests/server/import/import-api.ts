import ExcelJS from 'exceljs';
import type { ImportReadAnswer } from '../../../src/domain/admin/import/import-schemas.ts';
import type { ApiAnswer, TestApp } from '../../helpers/test-app.ts';

export interface ReadOptions {
  kind?: string;
  hasHeader?: boolean;
  startRow?: number;
  values?: 'original' | 'formatted';
}

/** POST importRead as multipart/form-data: the options first, then the file. */
export async function postImportFile(
  t: TestApp,
  login: string,
  file: { name: string; content: Buffer } | null,
  options: ReadOptions = {},
  token?: string,
): Promise<ApiAnswer<ImportReadAnswer>> {
  const form = new FormData();
  form.append('kind', options.kind ?? 'locations');
  form.append('hasHeader', String(options.hasHeader ?? true));
  form.append('startRow', String(options.startRow ?? 1));
  form.append('values', options.values ?? 'original');
  if (file) form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/no/importRead',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token ?? (await t.tokenOf(login))}`,
    },
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as ApiAnswer<ImportReadAnswer>['body'],
    response,
  };
}

/** An .xlsx of one sheet: each row's cells, with number formats where given. */
export async function xlsxOf(
  rows: readonly (readonly ExcelJS.CellValue[])[],
  formats: Record<string, string> = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ark1');
  for (const row of rows) sheet.addRow([...row]);
  for (const [address, numFmt] of Object.entries(formats)) sheet.getCell(address).numFmt = numFmt;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
