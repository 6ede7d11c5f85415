import { Box, Container, Flex, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { templates } from '@vitae/schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { mirrorInRtl } from '../../../ui/direction';
import {
  landingMessages as messages,
  templateImage,
  templateLabel,
  valueMessages,
} from '../lib/content';

/**
 * The template gallery: a row of the 12 previews that scrolls by touch (snapping
 * to a card), by the Previous and Next buttons, and by the arrow keys, Home and
 * End when the row has focus. Images load as they come near the screen.
 */
export function TemplateCarousel() {
  const intl = useIntl();
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) {
      return;
    }
    const start = Math.abs(element.scrollLeft);
    setEdges({
      atStart: start <= 1,
      atEnd: start + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  const cardWidth = () => {
    const card = track.current?.querySelector('li');
    return card ? card.getBoundingClientRect().width + 20 : 280;
  };

  /**
   * Where a button or arrow key last sent the row, until the scroll ends: a second
   * press during the smooth scroll moves on from there, so two quick presses move
   * two pages, not one and a bit.
   */
  const pending = useRef<number | null>(null);

  /** Scrolls by whole cards: a page of them for the buttons, one for an arrow key. */
  const scrollBy = (direction: 1 | -1, cards?: number) => {
    const element = track.current;
    if (!element) {
      return;
    }
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const perPage = Math.max(1, Math.floor(element.clientWidth / cardWidth()));
    const furthest = element.scrollWidth - element.clientWidth;
    const from = pending.current ?? element.scrollLeft;
    const wanted = from + rtl * direction * (cards ?? perPage) * cardWidth();
    const to =
      rtl === 1
        ? Math.min(Math.max(wanted, 0), furthest)
        : Math.min(Math.max(wanted, -furthest), 0);
    if (Math.abs(to - element.scrollLeft) < 1) {
      pending.current = null;
      return;
    }
    pending.current = to;
    element.scrollTo({ left: to });
  };

  const scrollEnded = () => {
    pending.current = null;
    measure();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const element = event.currentTarget;
    // The arrows move the way they point: right to left, the next card is on the left,
    // and the far end's scroll offset is negative.
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => scrollBy(rtl, 1),
      ArrowLeft: () => scrollBy(-rtl as 1 | -1, 1),
      Home: () => {
        pending.current = null;
        element.scrollTo({ left: 0 });
      },
      End: () => {
        pending.current = null;
        element.scrollTo({ left: rtl * element.scrollWidth });
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Box
      as="section"
      id="templates"
      aria-labelledby="templates-title"
      py={{ base: '16', md: '24' }}
    >
      <Container maxWidth="6xl" px={{ base: '5', md: '6' }}>
        <Flex
          justifyContent="space-between"
          alignItems={{ base: 'flex-start', md: 'flex-end' }}
          gap="6"
          mb="10"
          direction={{ base: 'column', md: 'row' }}
        >
          <Stack gap="3" maxWidth="2xl">
            <Heading
              id="templates-title"
              as="h2"
              fontSize={{ base: '3xl', md: '4xl' }}
              letterSpacing="-0.02em"
            >
              {intl.formatMessage(messages.templatesTitle)}
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              {intl.formatMessage(messages.templatesBody)}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <IconButton
              variant="outline"
              borderRadius="full"
              size="lg"
              aria-label={intl.formatMessage(messages.previous)}
              disabled={edges.atStart}
              onClick={() => scrollBy(-1)}
            >
              <ChevronLeft aria-hidden className={mirrorInRtl} />
            </IconButton>
            <IconButton
              variant="outline"
              borderRadius="full"
              size="lg"
              aria-label={intl.formatMessage(messages.next)}
              disabled={edges.atEnd}
              onClick={() => scrollBy(1)}
            >
              <ChevronRight aria-hidden className={mirrorInRtl} />
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <Box
        as="ul"
        ref={track}
        role="list"
        aria-roledescription="carousel"
        aria-label={intl.formatMessage(messages.carousel)}
        tabIndex={0}
        onScroll={measure}
        onScrollEnd={scrollEnded}
        onKeyDown={onKeyDown}
        display="flex"
        gap="5"
        overflowX="auto"
        listStyleType="none"
        m="0"
        py="4"
        scrollSnapType="x mandatory"
        scrollBehavior={{ base: 'smooth', _motionReduce: 'auto' }}
        css={{
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          overscrollBehaviorX: 'contain',
          paddingInline: 'max(20px, calc((100vw - 1152px) / 2 + 24px))',
          scrollPaddingInline: 'max(20px, calc((100vw - 1152px) / 2 + 24px))',
        }}
        focusRingOffset="-2px"
      >
        {templates.map((name, index) => (
          <Box
            as="li"
            key={name}
            aria-roledescription="slide"
            aria-label={intl.formatMessage(valueMessages.slide, {
              index: intl.formatNumber(index + 1),
              count: intl.formatNumber(templates.length),
            })}
            flex="0 0 auto"
            width={{ base: '68vw', sm: '240px', md: '260px' }}
            scrollSnapAlign="start"
          >
            <Box as="figure" m="0">
              <Box
                borderRadius="lg"
                overflow="hidden"
                borderWidth="1px"
                borderColor="border.muted"
                bg="white"
                boxShadow="sm"
                transition="transform 160ms ease, box-shadow 160ms ease"
                _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}
                css={{ aspectRatio: '794 / 1123' }}
              >
                <img
                  src={templateImage(name)}
                  alt={intl.formatMessage(valueMessages.templateAlt, { name: templateLabel(name) })}
                  width={794}
                  height={1123}
                  loading="lazy"
                  decoding="async"
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
              <Text as="figcaption" mt="3" fontWeight="semibold" textAlign="center">
                {templateLabel(name)}
              </Text>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
