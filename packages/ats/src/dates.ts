/**
 * Month-and-year dates as resume parsers read them (docs/ats.md#dates):
 * "March 2021", "Mar 2021", "03/2021", "2021-03", "2021", and the words for
 * "now" ("Present", "heute", "aujourd'hui", "actualidad", …), in English,
 * German, French, Spanish, Italian, Portuguese and Dutch month names.
 */

/** A date read from text: months since year 0, the latest month of its year when no month is given. */
export type ReadDate = { text: string; months: number };

const monthNames: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'januar',
    'jänner',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
    'janeiro',
    'januari',
  ],
  [
    'february',
    'feb',
    'februar',
    'février',
    'févr',
    'fev',
    'febrero',
    'febbraio',
    'fevereiro',
    'februari',
  ],
  ['march', 'mar', 'märz', 'mars', 'marzo', 'março', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'],
  ['august', 'aug', 'août', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  [
    'december',
    'dec',
    'dezember',
    'dez',
    'décembre',
    'déc',
    'diciembre',
    'dic',
    'dicembre',
    'dezembro',
  ],
];

const monthOf = new Map(
  monthNames.flatMap((names, index) => names.map((name) => [name, index] as const)),
);

const nowWords =
  /\b(?:present|current|now|today|ongoing|heute|aktuell|laufend|bis heute|aujourd['’]hui|actuel|présent|actualidad|presente|actual|oggi|atual|heden)\b|至今|現在|الآن|حاليًا/iu;

const monthWord = [...monthOf.keys()].sort((a, b) => b.length - a.length).join('|');
const datePattern = new RegExp(
  `(?<named>(?:${monthWord})\\.?\\s+(?<namedYear>(?:19|20)\\d{2}))` +
    `|(?<numeric>(?<numMonth>0?[1-9]|1[0-2])[/.](?<numYear>(?:19|20)\\d{2}))` +
    `|(?<iso>(?<isoYear>(?:19|20)\\d{2})-(?<isoMonth>0[1-9]|1[0-2]))` +
    `|(?<year>\\b(?:19|20)\\d{2}\\b)`,
  'giu',
);

/** Year forms a parser does not read as a date: "'19", "Summer 2019" is fine, "Q3/19" is not. */
export const unreadableDate = /(?:^|\s)['’]\d{2}\b|\bQ[1-4]\s*['’/]\s*\d{2}\b/u;

/** Every date in a line, in order, with "present" read as `now`. */
export function readDates(text: string, now: number): ReadDate[] {
  const found: { at: number; date: ReadDate }[] = [];
  for (const match of text.matchAll(datePattern)) {
    const groups = match.groups ?? {};
    let months: number;
    if (groups.named) {
      const name = groups.named.slice(0, groups.named.search(/[\s.]/u)).toLowerCase();
      months = Number(groups.namedYear) * 12 + (monthOf.get(name) ?? 11);
    } else if (groups.numeric) {
      months = Number(groups.numYear) * 12 + Number(groups.numMonth) - 1;
    } else if (groups.iso) {
      months = Number(groups.isoYear) * 12 + Number(groups.isoMonth) - 1;
    } else {
      months = Number(groups.year) * 12 + 11;
    }
    found.push({ at: match.index, date: { text: match[0], months } });
  }
  const present = nowWords.exec(text);
  if (present) {
    found.push({ at: present.index, date: { text: present[0], months: now } });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.date);
}

/** Months since year 0 of a moment. */
export function monthsOf(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}
