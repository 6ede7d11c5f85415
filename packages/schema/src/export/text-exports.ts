// The Markdown and plain-text exports (docs/import-export.md#export): the
// resume's outline (outline.ts) written as text. Markdown keeps emphasis,
// links and lists; plain text is for applicant tracking systems: one
// column, the section headings in capitals, each entry's date on a line.

import { type ResumeData } from '../resume-data';
import { type ExportHeadings, type OutlineItem, resumeOutline } from './outline';
import { type RichBlock, richBlocks, type TextRun } from './rich-runs';

/** Markdown's special characters, escaped where they would be read as markup. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|~])/g, '\\$1').replace(/^(\s*)([-+]|\d+\.)(\s)/, '$1\\$2$3');
}

function markdownRuns(runs: TextRun[]): string {
  return runs
    .map((run) => {
      if (run.lineBreak) {
        return '  \n';
      }
      const core = run.text.trim();
      if (!core) {
        return run.text;
      }
      // Markers hug the words; the spaces around them stay outside.
      const [lead] = /^\s*/.exec(run.text) ?? [''];
      const [trail] = /\s*$/.exec(run.text) ?? [''];
      let text = escapeMarkdown(core);
      if (run.underline) {
        text = `<u>${text}</u>`;
      }
      if (run.italic) {
        text = `*${text}*`;
      }
      if (run.bold) {
        text = `**${text}**`;
      }
      if (run.href) {
        text = `[${text}](<${run.href.replace(/[<>]/g, encodeURIComponent)}>)`;
      }
      return `${lead}${text}${trail}`;
    })
    .join('');
}

function plainRuns(runs: TextRun[]): string {
  return runs
    .map((run) => {
      if (run.lineBreak) {
        return '\n';
      }
      // An address a reader cannot see in plain text is written after its words.
      return run.href && run.text.trim() !== run.href.replace(/^mailto:|^tel:/, '')
        ? `${run.text} (${run.href.replace(/^mailto:|^tel:/, '')})`
        : run.text;
    })
    .join('');
}

function blocksText(
  blocks: RichBlock[],
  runs: (runs: TextRun[]) => string,
  markdown: boolean,
): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph') {
        const text = runs(block.runs);
        return markdown && block.heading ? `#### ${text}` : text;
      }
      const counters: number[] = [];
      return block.items
        .filter((item) => item.runs.length > 0)
        .map((item) => {
          counters.length = item.level + 1;
          counters[item.level] = (counters[item.level] ?? 0) + 1;
          const marker = item.ordered ? `${counters[item.level]}.` : '-';
          return `${'   '.repeat(item.level)}${marker} ${runs(item.runs).replace(/\n/g, ' ')}`;
        })
        .join('\n');
    })
    .join('\n\n');
}

const levelText = (level: number) => `${'●'.repeat(level)}${'○'.repeat(5 - level)}`;

function itemMarkdown(item: OutlineItem): string {
  const lines: string[] = [];
  const title = escapeMarkdown(item.title || item.subtitle);
  const subtitle = item.title ? escapeMarkdown(item.subtitle) : '';
  lines.push(`### ${title}${subtitle ? ` — ${subtitle}` : ''}`);
  const meta = [item.date, item.location].filter((part) => part.trim()).map(escapeMarkdown);
  if (meta.length) {
    lines.push(`*${meta.join(' · ')}*`);
  }
  const extra = [
    item.description && escapeMarkdown(item.description),
    item.level && levelText(item.level),
  ].filter(Boolean);
  if (extra.length) {
    lines.push(extra.join(' '));
  }
  if (item.url?.href) {
    lines.push(`[${escapeMarkdown(item.url.label.trim() || item.url.href)}](<${item.url.href}>)`);
  }
  const parts = [lines.join('  \n')];
  const summary = blocksText(richBlocks(item.summary), markdownRuns, true);
  if (summary) {
    parts.push(summary);
  }
  if (item.keywords.length) {
    parts.push(item.keywords.map(escapeMarkdown).join(', '));
  }
  return parts.join('\n\n');
}

function itemPlain(item: OutlineItem): string {
  const lines: string[] = [];
  lines.push([item.title, item.subtitle].filter((part) => part.trim()).join(', '));
  for (const field of [item.location, item.date, item.description]) {
    if (field.trim()) {
      lines.push(field.trim());
    }
  }
  if (item.level) {
    lines.push(`${item.level}/5`);
  }
  if (item.url?.href) {
    lines.push(item.url.href);
  }
  const summary = blocksText(richBlocks(item.summary), plainRuns, false);
  if (summary) {
    lines.push(summary);
  }
  if (item.keywords.length) {
    lines.push(item.keywords.join(', '));
  }
  return lines.join('\n');
}

/** A document export: its text (ending in a newline). */
export type TextExport = { text: string };

/** The resume as Markdown. */
export function exportMarkdown(data: ResumeData, headings: ExportHeadings = {}): TextExport {
  const outline = resumeOutline(data, headings);
  const parts: string[] = [];
  if (outline.name) {
    parts.push(`# ${escapeMarkdown(outline.name)}`);
  }
  if (outline.headline) {
    parts.push(escapeMarkdown(outline.headline));
  }
  if (outline.contacts.length) {
    parts.push(
      outline.contacts
        .map((contact) =>
          contact.href
            ? `[${escapeMarkdown(contact.text)}](<${contact.href}>)`
            : escapeMarkdown(contact.text),
        )
        .join(' · '),
    );
  }
  for (const section of outline.sections) {
    parts.push(`## ${escapeMarkdown(section.heading)}`);
    if (section.content) {
      parts.push(blocksText(richBlocks(section.content), markdownRuns, true));
    }
    parts.push(...section.items.map(itemMarkdown));
  }
  return { text: `${parts.filter(Boolean).join('\n\n')}\n` };
}

/** The resume as plain text for applicant tracking systems: one column, headings in capitals, a date on each entry that has one. */
export function exportPlainText(data: ResumeData, headings: ExportHeadings = {}): TextExport {
  const outline = resumeOutline(data, headings);
  const upper = (text: string) => text.toLocaleUpperCase(outline.language);
  const head = [
    outline.name,
    outline.headline,
    outline.contacts.map((contact) => contact.text).join(' | '),
  ];
  const parts = [head.filter((line) => line.trim()).join('\n')];
  for (const section of outline.sections) {
    const body = [upper(section.heading)];
    if (section.content) {
      body.push(blocksText(richBlocks(section.content), plainRuns, false));
    }
    parts.push([body.join('\n'), ...section.items.map(itemPlain)].join('\n\n'));
  }
  return { text: `${parts.filter(Boolean).join('\n\n\n')}\n` };
}
