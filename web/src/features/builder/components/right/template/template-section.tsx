import { Box, chakra, Grid, Switch, Text } from '@chakra-ui/react';
import { type ResumeData, type TemplateName, templates } from '@vitae/schema';
import { Check, LayoutTemplate } from 'lucide-react';
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useEdit, useReadOnly, useResume } from '../../../hooks/builder-context';
import { setIn } from '../../../lib/resume-store';
import { PaneSection } from '../../pane-section';
import { TemplateFrame } from './template-frame';
import { useThrottledResume } from './use-throttled-resume';

const messages = defineMessages({
  title: { id: 'builder.template.title', defaultMessage: 'Template' },
  gallery: { id: 'builder.template.gallery', defaultMessage: 'Templates' },
  ownPreview: { id: 'builder.template.ownPreview', defaultMessage: 'Preview with my resume' },
  ownPreviewHint: {
    id: 'builder.template.ownPreviewHint',
    defaultMessage: 'Each card draws your resume in its template.',
  },
});

/** Where the switch's choice is kept in this browser. */
const ownPreviewKey = 'vitae-builder-template-own-preview';

/** How far outside the visible pane a card starts drawing, so it is ready as it scrolls in. */
const frameMargin = '160px 0px';

const selectTemplate = (data: ResumeData) => data.metadata.template;

/** A template's name as a card shows it: azurill → Azurill. */
function displayName(name: TemplateName): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function readOwnPreview(): boolean {
  try {
    return window.localStorage.getItem(ownPreviewKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The Template tool of the design pane (docs/product.md#design-tools): every
 * template as a 1:1.4142 card, the current one checked; choosing one is one
 * undo step. "Preview with my resume" draws the person's own resume in each
 * card's template, in the browser, only in the cards on screen.
 */
export function TemplateSection() {
  const intl = useIntl();
  const current = useResume(selectTemplate);
  const readOnly = useReadOnly();
  const edit = useEdit();
  const [ownPreview, setOwnPreview] = useState(readOwnPreview);
  const data = useThrottledResume(ownPreview);
  const cards = useRef<Partial<Record<TemplateName, HTMLButtonElement | null>>>({});

  const choose = useCallback(
    (name: TemplateName) =>
      edit((document) => setIn(document, 'metadata.template', name), {
        checkpoint: 'template',
      }),
    [edit],
  );

  const toggleOwnPreview = (checked: boolean) => {
    setOwnPreview(checked);
    try {
      window.localStorage.setItem(ownPreviewKey, checked ? '1' : '0');
    } catch {
      // A browser that keeps nothing still shows the switch's state for this visit.
    }
  };

  // Radio-group keys (WAI-ARIA): arrows choose the next or previous template, Home and End the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, name: TemplateName) => {
    const index = templates.indexOf(name);
    const last = templates.length - 1;
    // Right to left the grid runs from the right: the arrow pointing back is the right one.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === back || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) {
      return;
    }
    event.preventDefault();
    const target = templates[next];
    choose(target);
    cards.current[target]?.focus();
  };

  return (
    <PaneSection
      id="template"
      title={intl.formatMessage(messages.title)}
      icon={<LayoutTemplate size={18} />}
    >
      <Switch.Root
        size="sm"
        checked={ownPreview}
        onCheckedChange={({ checked }) => toggleOwnPreview(checked)}
        mb="1"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{intl.formatMessage(messages.ownPreview)}</Switch.Label>
      </Switch.Root>
      <Text fontSize="xs" color="fg.muted" mb="4">
        {intl.formatMessage(messages.ownPreviewHint)}
      </Text>
      <Grid
        role="radiogroup"
        aria-label={intl.formatMessage(messages.gallery)}
        aria-disabled={readOnly || undefined}
        templateColumns="repeat(2, minmax(0, 1fr))"
        gap="3"
      >
        {templates.map((name) => (
          <TemplateCard
            key={name}
            name={name}
            selected={name === current}
            disabled={readOnly}
            data={data}
            buttonRef={(element) => {
              cards.current[name] = element;
            }}
            onChoose={choose}
            onKeyDown={onKeyDown}
          />
        ))}
      </Grid>
    </PaneSection>
  );
}

type TemplateCardProps = {
  name: TemplateName;
  selected: boolean;
  disabled: boolean;
  /** The person's resume when own-resume previews are on, else null (the template's picture). */
  data: ResumeData | null;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onChoose: (name: TemplateName) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, name: TemplateName) => void;
};

/** One template: its picture (or the person's resume drawn in it) and its name, as a radio. */
function TemplateCard({
  name,
  selected,
  disabled,
  data,
  buttonRef,
  onChoose,
  onKeyDown,
}: TemplateCardProps) {
  const paper = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(paper, data !== null);

  return (
    <chakra.button
      type="button"
      ref={buttonRef}
      role="radio"
      aria-checked={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => !selected && onChoose(name)}
      onKeyDown={(event) => onKeyDown(event, name)}
      display="flex"
      flexDirection="column"
      gap="1.5"
      textAlign="start"
      borderRadius="l3"
      cursor={disabled ? 'default' : 'pointer'}
      outline="none"
      focusVisibleRing="outside"
      className="group"
      data-template={name}
    >
      <Box
        ref={paper}
        position="relative"
        width="full"
        aspectRatio="1 / 1.4142"
        overflow="hidden"
        borderRadius="l2"
        bg="white"
        borderWidth="1px"
        borderColor={selected ? 'colorPalette.solid' : 'border'}
        outlineWidth="2px"
        outlineStyle="solid"
        outlineColor={selected ? 'colorPalette.solid' : 'transparent'}
        outlineOffset="1px"
        shadow="sm"
        transition="box-shadow 150ms ease, transform 150ms ease, border-color 150ms ease"
        _groupHover={
          disabled || selected ? undefined : { shadow: 'md', borderColor: 'border.emphasized' }
        }
        colorPalette="brand"
      >
        <img
          src={`/templates/jpg/${name}.jpg`}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top' }}
        />
        {data && onScreen && <TemplateFrame template={name} data={data} />}
        {selected && (
          <Box
            position="absolute"
            top="1.5"
            insetEnd="1.5"
            boxSize="6"
            borderRadius="full"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            display="flex"
            alignItems="center"
            justifyContent="center"
            shadow="sm"
            aria-hidden
          >
            <Check size={14} strokeWidth={3} />
          </Box>
        )}
      </Box>
      <Text
        as="span"
        fontSize="sm"
        fontWeight={selected ? 'semibold' : 'medium'}
        color={selected ? 'fg' : 'fg.muted'}
        ps="0.5"
        truncate
      >
        {displayName(name)}
      </Text>
    </chakra.button>
  );
}

/** Whether an element is in (or near) view; watched only while `watch` is true. */
function useOnScreen(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!watch || !target) {
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting), {
      rootMargin: frameMargin,
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      setOnScreen(false);
    };
  }, [element, watch]);
  return watch && onScreen;
}
