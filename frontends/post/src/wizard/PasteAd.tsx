import { useId, useState } from 'react';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS, formatPhone, parseAd, type ParsedAd } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Button, factRows, type FactRow, inputClass } from '@chonail/web/ui';
import { Section } from './layout';

interface Found {
  parsed: ParsedAd;
  /** The pasted text, as it was when read. */
  text: string;
  rows: FactRow[];
}

/** What the parser found, as the owner will confirm it: the type, the experience, the facts, the phone, and the description when it is empty. */
function foundRows(t: ReturnType<typeof useTranslation>['t'], parsed: ParsedAd, formJobType: string, descriptionEmpty: boolean): FactRow[] {
  const jobType = parsed.jobType ?? formJobType;
  const hiring = Object.keys(parsed.hiring).length > 0 && jobType !== 'selling' ? { ...EMPTY_HIRING_FACTS, ...parsed.hiring } : null;
  const salon = Object.keys(parsed.salon).length > 0 && jobType !== 'hiring' ? { ...EMPTY_SALON_FACTS, ...parsed.salon } : null;
  const facts = factRows(t, { hiring, salon });
  if (facts.length === 0 && !parsed.jobType && !parsed.experienceLevel && !parsed.phone) return [];
  return [
    ...(parsed.jobType ? [{ key: 'jobType', term: t('factsForm.paste.jobType'), value: t(`wizard.listing.jobTypes.${parsed.jobType}`) }] : []),
    ...(parsed.experienceLevel && jobType === 'hiring' ? [{ key: 'experience', term: t('factsForm.paste.experience'), value: t(`experience.${parsed.experienceLevel}`) }] : []),
    ...facts,
    ...(parsed.phone ? [{ key: 'phone', term: t('factsForm.paste.phone'), value: formatPhone(parsed.phone) }] : []),
    ...(descriptionEmpty ? [{ key: 'description', term: t('factsForm.paste.description'), value: t('factsForm.paste.descriptionValue') }] : []),
  ];
}

/**
 * Issue 24: "paste your ad". The owner pastes an ad written elsewhere; the parser's findings are
 * listed, and only the owner's confirmation fills the form (the facts, the type, the experience,
 * the contact phone, and the description when it is empty). Finding nothing says so.
 */
export function PasteAd({ jobType, descriptionEmpty, onUse }: { jobType: string; descriptionEmpty: boolean; onUse: (parsed: ParsedAd, text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [used, setUsed] = useState(false);

  const read = () => {
    const parsed = parseAd(text);
    setUsed(false);
    setFound({ parsed, text, rows: foundRows(t, parsed, jobType, descriptionEmpty) });
  };
  const use = () => {
    if (!found) return;
    onUse(found.parsed, found.text);
    setFound(null);
    setUsed(true);
  };

  return (
    <Section title={t('factsForm.paste.title')} testId="paste-ad">
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm text-slate-600">
          {t('factsForm.paste.hint')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          value={text}
          onChange={(event) => (setText(event.target.value), setFound(null), setUsed(false))}
          className={`mt-1 ${inputClass}`}
          data-testid="paste-ad-text"
        />
      </div>
      <Button variant="secondary" width="responsive" onClick={read} disabled={text.trim() === ''} data-testid="paste-ad-run">
        {t('factsForm.paste.run')}
      </Button>
      <div aria-live="polite">
        {found && found.rows.length === 0 && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="paste-ad-nothing">
            {t('factsForm.paste.nothing')}
          </p>
        )}
        {found && found.rows.length > 0 && (
          <div className="rounded-lg bg-slate-50 p-3" data-testid="paste-ad-found">
            <p className="text-sm font-semibold text-slate-800">{t('factsForm.paste.found')}</p>
            <dl className="mt-2 space-y-1 text-sm text-slate-700">
              {found.rows.map((row) => (
                <div key={row.key} data-testid="paste-ad-row" data-fact={row.key}>
                  <dt className="inline">{row.term}: </dt>
                  <dd className="inline font-medium">{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex flex-col gap-2 sm:flex-row">
              <Button width="responsive" onClick={use} data-testid="paste-ad-use">
                {t('factsForm.paste.use')}
              </Button>
              <Button variant="secondary" width="responsive" onClick={() => setFound(null)} data-testid="paste-ad-dismiss">
                {t('factsForm.paste.dismiss')}
              </Button>
            </div>
          </div>
        )}
        {used && (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="paste-ad-filled">
            {t('factsForm.paste.filled')}
          </p>
        )}
      </div>
    </Section>
  );
}
