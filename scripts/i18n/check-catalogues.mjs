#!/usr/bin/env node
// Checks the interface catalogues in web/src/i18n/messages against the English
// one that `make messages` extracts: every locale has exactly the English ids,
// each message parses as ICU with the same arguments (names and kinds) as the
// English one, and no message is left in English where the language differs,
// unless web/src/i18n/same-as-english/<locale>.json (a list of ids) says the
// words are the same in that language.
//
//   node scripts/i18n/check-catalogues.mjs            every catalogue
//   node scripts/i18n/check-catalogues.mjs de-DE ja-JP those only
//
// Prints one line a problem and exits 1 when there is any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const messagesDir = join(root, 'web', 'src', 'i18n', 'messages');
const sameAsEnglishDir = join(root, 'web', 'src', 'i18n', 'same-as-english');
const sourceLocale = 'en-US';

const kindNames = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The arguments a message takes, as `name:kind` strings, sorted and unique. */
export function argumentsOf(message) {
  const found = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      const kind = kindNames[element.type];
      if (kind) {
        found.add(`${element.value}:${kind}`);
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) {
          walk(option.value);
        }
      }
      if (element.type === TYPE.tag) {
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Letters that would read as English words: a message of only digits, symbols or arguments is not text. */
function hasWords(message) {
  const withoutArguments = message.replace(/\{[^{}]*\}/g, '');
  return /\p{L}{2,}/u.test(withoutArguments);
}

/** The problems of one locale's catalogue, each a line of text. */
export function checkCatalogue(locale, catalogue, english, sameAsEnglish = []) {
  const problems = [];
  const allowedSame = new Set(sameAsEnglish);
  const language = locale.split('-')[0];
  for (const id of Object.keys(english)) {
    if (!(id in catalogue)) {
      problems.push(`${locale}: ${id}: missing`);
    }
  }
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in english)) {
      problems.push(`${locale}: ${id}: not an English id (removed or misspelt)`);
      continue;
    }
    if (typeof message !== 'string') {
      problems.push(`${locale}: ${id}: not a string`);
      continue;
    }
    let got;
    try {
      got = argumentsOf(message);
    } catch (error) {
      problems.push(`${locale}: ${id}: not ICU (${error.message})`);
      continue;
    }
    const want = argumentsOf(english[id]);
    if (got.join(',') !== want.join(',')) {
      problems.push(
        `${locale}: ${id}: arguments ${got.join(',') || '(none)'} differ from English ${want.join(',') || '(none)'}`,
      );
    }
    if (
      language !== 'en' &&
      message.trim() === english[id].trim() &&
      hasWords(message) &&
      !allowedSame.has(id)
    ) {
      problems.push(`${locale}: ${id}: untranslated English "${message}"`);
    }
  }
  return problems;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The English catalogue `make messages` wrote. */
export function readEnglish() {
  return readJson(join(messagesDir, `${sourceLocale}.json`));
}

/**
 * The problems of one locale's files: its catalogue read and checked against
 * English, and its same-as-english list naming only English ids.
 */
export function checkLocale(locale, english = readEnglish()) {
  let catalogue;
  try {
    catalogue = readJson(join(messagesDir, `${locale}.json`));
  } catch (error) {
    return [`${locale}: cannot read its catalogue (${error.message})`];
  }
  let sameAsEnglish = [];
  try {
    sameAsEnglish = readJson(join(sameAsEnglishDir, `${locale}.json`));
  } catch {
    // Every message of this locale differs from English.
  }
  const problems = [];
  for (const id of sameAsEnglish) {
    if (!(id in english)) {
      problems.push(`${locale}: same-as-english lists ${id}, which is not an English id`);
    }
  }
  problems.push(...checkCatalogue(locale, catalogue, english, sameAsEnglish));
  return problems;
}

function main(wanted) {
  const english = readEnglish();
  const present = readdirSync(messagesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((locale) => locale !== sourceLocale);
  const locales = wanted.length > 0 ? wanted : present;
  const problems = locales.flatMap((locale) => checkLocale(locale, english));
  for (const problem of problems) {
    console.log(problem);
  }
  console.log(
    `${locales.length} catalogue(s) checked against ${Object.keys(english).length} English messages: ${problems.length} problem(s)`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
