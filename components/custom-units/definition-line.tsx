import type { Locale } from '@/i18n/locales';
import { formatResult } from '@/lib/format/result';
import { fillTemplate } from '@/lib/format/template';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { CustomUnitsTexts } from './custom-units-messages';

/** "1 mug = 350 Milliliter (mL)": a unit of the visitor's own, in the page's language and number notation. */
export function DefinitionLine({ unit, base, texts, locale }: { unit: CustomUnit; base: string; texts: CustomUnitsTexts; locale: Locale }) {
  const line = fillTemplate(texts.definition, { name: unit.name, amount: formatResult(Number(unit.amount), locale), unit: base });
  return <span className="text-sm text-slate-900">{line}</span>;
}
