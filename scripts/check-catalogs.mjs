// Fails when a message of the app is missing from a catalog or has no translation in any of the five
// languages. Run after `lingui extract`, which adds new messages with empty translations.
import fs from 'node:fs';

const locales = ['nb-NO', 'sv-SE', 'da-DK', 'fi-FI', 'en-US'];

/** msgid → msgstr of a .po file, joining continued lines. */
export function parsePo(text) {
  const entries = new Map();
  let field = null;
  let current = { msgid: '', msgstr: '' };
  const flush = () => {
    if (current.msgid !== '') entries.set(current.msgid, current.msgstr);
    current = { msgid: '', msgstr: '' };
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    const more = /^"(.*)"$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1];
      current[field] = JSON.parse(`"${start[2]}"`);
    } else if (more && field) {
      current[field] += JSON.parse(`"${more[1]}"`);
    } else {
      field = null;
    }
  }
  flush();
  return entries;
}

let problems = 0;
const source = parsePo(fs.readFileSync('locales/en-US.po', 'utf8'));
for (const locale of locales) {
  const catalog = parsePo(fs.readFileSync(`locales/${locale}.po`, 'utf8'));
  for (const id of source.keys()) {
    const translation = catalog.get(id);
    if (!translation) {
      problems++;
      console.error(`${locale}: no translation for "${id}"`);
    } else if (/^\{'[a-z]{2}-[A-Z]{2}'\s*:/.test(translation)) {
      // A table of every language's text pasted as one language's translation.
      problems++;
      console.error(
        `${locale}: the translation of "${id}" holds several languages: ${translation.slice(0, 60)}…`,
      );
    }
  }
}
if (problems > 0) {
  console.error(`\n${problems} missing or broken translations; mend them in locales/*.po`);
  process.exit(1);
}
console.log(`All ${source.size} messages are translated in ${locales.length} languages.`);
