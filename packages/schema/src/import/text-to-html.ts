// Imported formats hold plain text (v3 wrote a little Markdown); the model's
// summaries are the rich text editor's HTML. Paragraphs, line breaks and
// "- " bullet lines survive; everything else stays literal text, escaped.

const bullet = /^\s*[-*•]\s+(.*)$/;

/** Escapes text for an HTML text node. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A bulleted list, or nothing for no entries. */
export function listToHtml(entries: string[]): string {
  const items = entries.map((entry) => entry.trim()).filter((entry) => entry !== '');
  return items.length === 0
    ? ''
    : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** Plain text as rich text: blank lines part paragraphs, single newlines break lines, "- " lines make lists. */
export function textToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  let html = '';
  for (const block of blocks) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length > 0) {
        html += `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
        lines = [];
      }
    };
    const flushItems = () => {
      html += listToHtml(items);
      items = [];
    };
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      const item = bullet.exec(line);
      if (item) {
        flushLines();
        items.push(item[1]);
      } else if (line !== '') {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return html;
}

/** Rich text from parts of an item: paragraphs of text followed by a list (JSON Resume highlights, courses). */
export function summaryHtml(paragraphs: string[], list: string[] = []): string {
  return paragraphs.map(textToHtml).join('') + listToHtml(list);
}
