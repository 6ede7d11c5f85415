/**
 * RFC 4180 CSV: comma-separated fields, quoted fields that may hold commas,
 * line breaks and doubled quotes, CRLF or LF line ends, a leading byte order
 * mark ignored. Lenient where files in the wild are not strict: a quote inside
 * an unquoted field is kept as text, an unclosed quote runs to the end.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    // A blank line is no record.
    if (record.length > 1 || record[0] !== '') {
      records.push(record);
    }
    record = [];
    field = '';
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') {
        index += 1;
      }
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || record.length > 0) {
    endRecord();
  }
  return records;
}

/** A CSV table read by its header row: one record per data row, keyed by column name. */
export type CsvTable = { columns: string[]; rows: Record<string, string>[] };

/** Reads a CSV whose first record names the columns. */
export function readCsvTable(text: string): CsvTable {
  const [header = [], ...data] = parseCsv(text);
  const columns = header.map((name) => name.trim());
  const rows = data.map((record) => {
    const row: Record<string, string> = {};
    columns.forEach((column, position) => {
      row[column] = record[position] ?? '';
    });
    return row;
  });
  return { columns, rows };
}
