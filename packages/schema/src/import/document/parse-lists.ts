/**
 * The list sections of a resume read from a PDF or Word file
 * (parse-document.ts): skills, languages and interests (a name and its level
 * or keywords) and profiles (a network and a username, or a link).
 */
import { type Loose } from '../context';
import { languageLevel, skillLevel } from '../levels';
import { type HeadingSection } from './heading-words';
import { bulletPattern, type Line, splitList, styleOf } from './parse-patterns';

/** "English (Native)", "English — Native", or the two runs a PDF set apart: a name and its level. */
function nameAndDetail(line: Line | string): { name: string; description: string } {
  if (typeof line !== 'string' && line.parts?.length === 2) {
    return { name: line.parts[0], description: line.parts[1] };
  }
  const part = typeof line === 'string' ? line : line.text;
  const detail = /^(.*?)\s*(?:\(([^()]+)\)|\s[-–—:]\s+(.+))$/u.exec(part);
  return {
    name: (detail?.[1] ?? part).trim(),
    description: (detail?.[2] ?? detail?.[3] ?? '').trim(),
  };
}

/**
 * Skills, languages and interests. Set as a name line (bold or larger, with
 * its level at the right) over smaller lines, each name line is an item and
 * the lines under it its keywords (a language's: its level); otherwise one
 * per line or comma-separated, "Name: keywords" or "Name (level)".
 */
export function listItems(section: HeadingSection, lines: readonly Line[]): Loose[] {
  const levelOf = section === 'languages' ? languageLevel : skillLevel;
  const item = ({ name, description }: { name: string; description: string }): Loose =>
    section === 'interests'
      ? { name, keywords: [] }
      : { name, description, level: levelOf(description) ?? 0, keywords: [] };
  const nameStyle = lines.length ? styleOf(lines[0]) : '';
  const nameSize = lines[0]?.size ?? 0;
  const under = lines.filter(
    (line) => styleOf(line) !== nameStyle && (line.size ?? 0) < nameSize - 0.5 && !line.bold,
  );
  const items: Loose[] = [];
  if (under.length > 0) {
    for (const line of lines) {
      const last = items.at(-1);
      if (under.includes(line) && last) {
        if (section === 'languages') {
          last.description = [last.description, line.text].filter(Boolean).join(' ');
          last.level = levelOf(last.description) ?? 0;
        } else {
          (last.keywords as string[]).push(...(line.parts ?? splitList(line.text)));
        }
      } else {
        items.push(item(nameAndDetail(line)));
      }
    }
    return items.filter((entry) => String(entry.name).trim() !== '');
  }
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, '');
    const labelled = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(text);
    if (labelled && section !== 'languages') {
      items.push({ name: labelled[1].trim(), keywords: splitList(labelled[2]) });
    } else if (line.parts?.length === 2) {
      items.push(item(nameAndDetail(line)));
    } else {
      items.push(...splitList(text).map((part) => item(nameAndDetail(part))));
    }
  }
  return items.filter((entry) => String(entry.name).trim() !== '');
}

/** Networks people list profiles on, as resumes name them, lowercase. */
const networks = new Set([
  'behance',
  'bitbucket',
  'bluesky',
  'codepen',
  'dev.to',
  'discord',
  'dribbble',
  'facebook',
  'github',
  'gitlab',
  'google scholar',
  'hacker news',
  'instagram',
  'kaggle',
  'leetcode',
  'linkedin',
  'mastodon',
  'medium',
  'orcid',
  'reddit',
  'researchgate',
  'stack overflow',
  'stackoverflow',
  'substack',
  'telegram',
  'threads',
  'tiktok',
  'twitter',
  'x',
  'xing',
  'youtube',
]);

/**
 * Profiles: "GitHub: ada", "GitHub ada", "ada GitHub" (a known network's name
 * on either side) or a link ("github.com/ada"), one per line or comma-separated.
 */
export function profileItems(lines: readonly Line[]): Loose[] {
  return lines.flatMap((line) => {
    const text = line.text.replace(bulletPattern, '');
    const parts = line.parts ?? text.split(' ');
    if (parts.length === 2 && !/[:：,]/u.test(text)) {
      const at = parts.findIndex((part) => networks.has(part.toLocaleLowerCase()));
      if (at >= 0) {
        return [{ network: parts[at], username: parts[1 - at] }];
      }
    }
    return splitList(text).map(profileItem);
  });
}

function profileItem(part: string): Loose {
  const link = /^(?:https?:\/\/)?(?:www\.)?([\w-]+)\.[\w.]+\/(?:in\/)?([^\s/?#]+)/iu.exec(part);
  if (link) {
    const href = /^https?:\/\//i.test(part) ? part : `https://${part}`;
    const network = link[1].charAt(0).toLocaleUpperCase() + link[1].slice(1);
    return { network, username: link[2], url: { href, label: '' } };
  }
  const named = /^([^:：\s]+)[:：]?\s+(\S.*)$/u.exec(part);
  return named ? { network: named[1], username: named[2] } : { network: part, username: part };
}
