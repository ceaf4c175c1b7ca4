/**
 * npm run parser:hit-rate
 *
 * Runs parseAd over the hand-written ads of AD_CORPUS and prints, per fact, how many the ads state,
 * how many the parser reads right, wrong or not at all, and how many it reads that the ads do not
 * state (false positives); then the overall hit rate (correct / expected). Always exits 0: it
 * reports, the spec (ad-parser.spec.ts) is what holds the line.
 */
import { parseAd } from '@chonail/shared/domain';
import { AD_CORPUS, scoreCorpus, type FactScore } from '../libs/shared/domain/src/ad-corpus';

const score = scoreCorpus(AD_CORPUS, parseAd);

const header = ['fact', 'expected', 'correct', 'wrong', 'missed', 'false+'];
const row = (s: FactScore): string[] => [s.key, String(s.expected), String(s.correct), String(s.wrong), String(s.missed), String(s.falsePositives)];
const total = ['total', String(score.expected), String(score.correct), String(score.facts.reduce((n, s) => n + s.wrong, 0)), String(score.facts.reduce((n, s) => n + s.missed, 0)), String(score.falsePositives)];
const rows = [header, ...score.facts.map(row), total];
const widths = header.map((_, column) => Math.max(...rows.map((r) => r[column].length)));
const line = (r: string[]): string => r.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
const rule = widths.map((w) => '-'.repeat(w)).join('  ');

const languages = AD_CORPUS.reduce((count, ad) => ({ ...count, [ad.lang]: (count[ad.lang] ?? 0) + 1 }), {} as Record<string, number>);
console.log(`AD_CORPUS: ${AD_CORPUS.length} ads (${Object.entries(languages).map(([lang, n]) => `${n} ${lang}`).join(', ')})\n`);
console.log(line(header));
console.log(rule);
for (const r of rows.slice(1, -1)) console.log(line(r));
console.log(rule);
console.log(line(total));
console.log(`\nhit rate: ${(score.hitRate * 100).toFixed(1)}% (${score.correct}/${score.expected})   false positives: ${score.falsePositives}`);
