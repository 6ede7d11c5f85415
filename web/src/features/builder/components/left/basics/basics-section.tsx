import { Flex, Grid } from '@chakra-ui/react';
import { normaliseTypedHref } from '@vitae/schema';
import { UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';

import { PaneSection } from '../../pane-section';
import { BasicsField } from './basics-field';
import { basicsMessages } from './basics-messages';
import { emailIsValid, hrefIsValid } from './basics-rules';
import { CustomFields } from './custom-fields';
import { PictureEditor } from './picture-editor';

/**
 * The Basics editor of the left pane (docs/product.md#basics-editor and #basics): the
 * picture beside the full name, then headline, email, phone, website and
 * location in two columns where the pane is wide enough (one where it is not),
 * then the custom fields. Every field edits the document directly; a locked
 * resume shows them read-only.
 */
export function BasicsSection() {
  const intl = useIntl();
  const text = (message: (typeof basicsMessages)[keyof typeof basicsMessages]) =>
    intl.formatMessage(message);

  return (
    <PaneSection id="basics" title={text(basicsMessages.title)} icon={<UserRound size={20} />}>
      <Flex gap="4" align="flex-end" mb="4">
        <PictureEditor />
        <Flex flex="1" minWidth="0">
          <BasicsField path="basics.name" label={text(basicsMessages.name)} autoComplete="name" />
        </Flex>
      </Flex>
      <Grid
        templateColumns="repeat(auto-fit, minmax(min(100%, 13rem), 1fr))"
        columnGap="4"
        rowGap="4"
      >
        <BasicsField path="basics.headline" label={text(basicsMessages.headline)} wide />
        <BasicsField
          path="basics.email"
          label={text(basicsMessages.email)}
          type="email"
          autoComplete="email"
          isValid={emailIsValid}
          invalidMessage={text(basicsMessages.emailInvalid)}
        />
        <BasicsField
          path="basics.phone"
          label={text(basicsMessages.phone)}
          type="tel"
          autoComplete="tel"
        />
        <BasicsField
          path="basics.url.href"
          label={text(basicsMessages.website)}
          type="url"
          autoComplete="url"
          placeholder={text(basicsMessages.websitePlaceholder)}
          isValid={hrefIsValid}
          invalidMessage={text(basicsMessages.urlInvalid)}
          normalise={normaliseTypedHref}
        />
        <BasicsField
          path="basics.url.label"
          label={text(basicsMessages.websiteLabel)}
          helper={text(basicsMessages.websiteLabelHelper)}
        />
        <BasicsField path="basics.location" label={text(basicsMessages.location)} wide />
      </Grid>
      <CustomFields />
    </PaneSection>
  );
}
