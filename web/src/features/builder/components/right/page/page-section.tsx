import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { limits, type Locale, type PageFormat, pageSizes } from '@vitae/schema';
import { FileText } from 'lucide-react';
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl';

import { LanguageCombobox } from '../../../../../i18n/locale-picker';
import { loadInterfaceFonts } from '../../../../../i18n/script-fonts';
import { useDesignField, useDesignReadOnly } from '../../../hooks/design-context';
import { LabelledSlider } from '../../labelled-slider';
import { PaneSection } from '../../pane-section';
import { SettingSwitch } from '../typography/setting-switch';
import { FitToPages } from './fit-to-pages';
import { SheetFillReport } from './sheet-fill-report';

const messages = defineMessages({
  title: { id: 'builder.page.title', defaultMessage: 'Page' },
  format: { id: 'builder.page.format', defaultMessage: 'Format' },
  margin: { id: 'builder.page.margin', defaultMessage: 'Margin' },
  breakLine: { id: 'builder.page.breakLine', defaultMessage: 'Break line' },
  breakLineHint: {
    id: 'builder.page.breakLineHint',
    defaultMessage: 'A dashed line in the preview where a sheet ends',
  },
  pageNumbers: { id: 'builder.page.pageNumbers', defaultMessage: 'Page numbers' },
  pageNumbersHint: {
    id: 'builder.page.pageNumbersHint',
    defaultMessage: '“Page 1 of 2” at the foot of every sheet',
  },
  language: { id: 'builder.page.language', defaultMessage: 'Resume language' },
  languageHint: {
    id: 'builder.page.languageHint',
    defaultMessage: 'Default headings, page numbers and the direction of the text follow it',
  },
});

const valueMessages = defineMessages<{ marginValue: { margin: number } }>({
  marginValue: { id: 'builder.page.marginValue', defaultMessage: '{margin} px' },
});

const formatMessages: Record<PageFormat, MessageDescriptor> = defineMessages({
  a4: { id: 'builder.page.format.a4', defaultMessage: 'A4 (210 × 297 mm)' },
  letter: { id: 'builder.page.format.letter', defaultMessage: 'Letter (8.5 × 11 in)' },
});

const formats = Object.keys(pageSizes) as PageFormat[];

export type PageSectionProps = {
  /**
   * The On paper report and the Fit buttons, which measure the resume
   * builder's preview: the letter builder leaves them out.
   */
  fitting?: boolean;
  /** The language field's label and hint, the resume's by default (a letter's date is written in it). */
  language?: { label: string; hint: string };
};

/**
 * Page (docs/product.md#design-tools): the paper format, the margin (0 to 48 px, step 2), break line
 * and page numbers; and the resume's own language, which may differ from the
 * interface's (a person using the app in English writing a resume in Arabic).
 */
export function PageSection({ fitting = true, language: languageWords }: PageSectionProps) {
  const intl = useIntl();
  const readOnly = useDesignReadOnly();
  const [format, setFormat] = useDesignField<PageFormat>('metadata.page.format');
  const [margin, setMargin] = useDesignField<number>('metadata.page.margin');
  const [breakLine, setBreakLine] = useDesignField<boolean>('metadata.page.options.breakLine');
  const [pageNumbers, setPageNumbers] = useDesignField<boolean>(
    'metadata.page.options.pageNumbers',
  );
  const [language, setLanguage] = useDesignField<Locale>('metadata.language');

  return (
    <PaneSection id="page" title={intl.formatMessage(messages.title)} icon={<FileText size={18} />}>
      <Stack gap="6">
        {fitting && (
          <Stack gap="3">
            <SheetFillReport />
            <FitToPages />
          </Stack>
        )}
        <Field.Root disabled={readOnly}>
          <Field.Label>{intl.formatMessage(messages.format)}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as PageFormat)}
            >
              {formats.map((name) => (
                <option key={name} value={name}>
                  {intl.formatMessage(formatMessages[name])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Stack gap="1.5">
          <LanguageCombobox
            value={language}
            onChoose={(locale) => {
              setLanguage(locale);
              void loadInterfaceFonts(locale);
            }}
            label={languageWords?.label ?? intl.formatMessage(messages.language)}
            name="resume-language"
            width="full"
            disabled={readOnly}
          />
          <Text textStyle="xs" color="fg.muted">
            {languageWords?.hint ?? intl.formatMessage(messages.languageHint)}
          </Text>
        </Stack>
        <LabelledSlider
          label={intl.formatMessage(messages.margin)}
          value={margin}
          min={limits.margin.min}
          max={limits.margin.max}
          step={limits.margin.step}
          format={(value) => intl.formatMessage(valueMessages.marginValue, { margin: value })}
          onChange={(value) => setMargin(Math.round(value))}
          disabled={readOnly}
        />
        <Stack gap="4">
          <SettingSwitch
            label={intl.formatMessage(messages.breakLine)}
            hint={intl.formatMessage(messages.breakLineHint)}
            checked={breakLine}
            onChange={setBreakLine}
            disabled={readOnly}
          />
          <SettingSwitch
            label={intl.formatMessage(messages.pageNumbers)}
            hint={intl.formatMessage(messages.pageNumbersHint)}
            checked={pageNumbers}
            onChange={setPageNumbers}
            disabled={readOnly}
          />
        </Stack>
      </Stack>
    </PaneSection>
  );
}
