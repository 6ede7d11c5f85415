import { Flex, Slider } from '@chakra-ui/react';

export type LabelledSliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown beside the label and read out (e.g. "14 px"). */
  format: (value: number) => string;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** Slider values kept to hundredths: a step of 0.05 must not store 14.350000001. */
export const hundredths = (value: number) => Math.round(value * 100) / 100;

/** A slider with its label and its value beside it (font size, line height, margin). */
export function LabelledSlider({
  label,
  value,
  min,
  max,
  step,
  format,
  onChange,
  disabled,
}: LabelledSliderProps) {
  return (
    <Slider.Root
      size="sm"
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      getAriaValueText={(details) => format(details.value)}
      onValueChange={(details) => onChange(hundredths(details.value[0]))}
    >
      <Flex justify="space-between" align="baseline" gap="2">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText
          fontSize="sm"
          color="fg.muted"
          fontVariantNumeric="tabular-nums"
          minWidth="12"
          textAlign="end"
        >
          {format(value)}
        </Slider.ValueText>
      </Flex>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
