import { Checkbox, Field, Fieldset, Flex, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { useReadOnly, useResumeField } from '../../../hooks/builder-context';
import { LabelledSlider } from '../../labelled-slider';
import { basicsMessages, pictureMessages } from './basics-messages';
import {
  aspectRatioBounds,
  aspectRatioPresets,
  borderRadiusBounds,
  borderRadiusPresets,
  parsePictureSize,
  pictureEffects,
  pictureSize,
  pictureUrlIsValid,
} from './basics-rules';

/**
 * Picture options (docs/product.md#basics-editor): the picture's address, size, aspect ratio and border
 * radius with their presets, and the hidden, border and grayscale effects, each
 * bound to `basics.picture.*`.
 */
export function PictureOptions() {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const [url, setUrl] = useResumeField<string>('basics.picture.url');
  const [aspectRatio, setAspectRatio] = useResumeField<number>('basics.picture.aspectRatio');
  const [borderRadius, setBorderRadius] = useResumeField<number>('basics.picture.borderRadius');
  const [urlLeft, setUrlLeft] = useState(false);
  const urlInvalid = urlLeft && !pictureUrlIsValid(url);

  return (
    <Stack gap="5">
      <Field.Root invalid={urlInvalid} readOnly={readOnly}>
        <Field.Label>{intl.formatMessage(pictureMessages.url)}</Field.Label>
        <Input
          type="url"
          size="sm"
          value={url}
          placeholder={intl.formatMessage(basicsMessages.websitePlaceholder)}
          spellCheck={false}
          onBlur={() => setUrlLeft(true)}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        {urlInvalid ? (
          <Field.ErrorText>{intl.formatMessage(basicsMessages.urlInvalid)}</Field.ErrorText>
        ) : null}
      </Field.Root>
      <SizeField />
      <LabelledSlider
        label={intl.formatMessage(pictureMessages.aspectRatio)}
        value={aspectRatio}
        min={aspectRatioBounds.min}
        max={aspectRatioBounds.max}
        step={aspectRatioBounds.step}
        format={(value) =>
          intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        }
        presetsLabel={intl.formatMessage(pictureMessages.aspectPresets)}
        presets={aspectRatioPresets.map((preset) => ({
          label: intl.formatMessage(pictureMessages[preset.key]),
          value: preset.value,
        }))}
        disabled={readOnly}
        onChange={setAspectRatio}
      />
      <LabelledSlider
        label={intl.formatMessage(pictureMessages.borderRadius)}
        value={borderRadius}
        min={borderRadiusBounds.min}
        max={borderRadiusBounds.max}
        step={borderRadiusBounds.step}
        format={(value) => `${intl.formatNumber(value)} px`}
        presetsLabel={intl.formatMessage(pictureMessages.radiusPresets)}
        presets={borderRadiusPresets.map((preset) => ({
          label: intl.formatMessage(pictureMessages[preset.key]),
          value: preset.value,
        }))}
        disabled={readOnly}
        onChange={(value) => setBorderRadius(Math.round(value))}
      />
      <Fieldset.Root disabled={readOnly}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {intl.formatMessage(pictureMessages.effects)}
        </Fieldset.Legend>
        <Flex gap="5" wrap="wrap" mt="1">
          {pictureEffects.map((effect) => (
            <EffectCheckbox
              key={effect}
              effect={effect}
              label={intl.formatMessage(pictureMessages[effect])}
            />
          ))}
        </Flex>
      </Fieldset.Root>
    </Stack>
  );
}

type EffectCheckboxProps = { effect: (typeof pictureEffects)[number]; label: string };

function EffectCheckbox({ effect, label }: EffectCheckboxProps) {
  const readOnly = useReadOnly();
  const [checked, setChecked] = useResumeField<boolean>(`basics.picture.effects.${effect}`);
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={readOnly}
      onCheckedChange={(details) => setChecked(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The size in px: the field keeps what is typed, the document takes it once it
 * is a number (clamped to 0–1024); leaving the field shows the stored size again.
 */
function SizeField() {
  const intl = useIntl();
  const readOnly = useReadOnly();
  const [size, setSize] = useResumeField<number>('basics.picture.size');
  const [text, setText] = useState(String(size));

  // An undo, a redo or another tab changes the size under the field.
  useEffect(() => {
    setText((current) => (parsePictureSize(current) === size ? current : String(size)));
  }, [size]);

  return (
    <Field.Root readOnly={readOnly}>
      <Field.Label>{intl.formatMessage(pictureMessages.size)}</Field.Label>
      <Input
        type="number"
        size="sm"
        inputMode="numeric"
        min={pictureSize.min}
        max={pictureSize.max}
        step={1}
        value={text}
        placeholder={String(pictureSize.placeholder)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          const parsed = parsePictureSize(next);
          if (parsed !== null) {
            setSize(parsed);
          }
        }}
        onBlur={() => setText(String(size))}
      />
    </Field.Root>
  );
}
