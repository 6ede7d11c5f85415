import { Alert, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { TextField } from '../../../ui/text-field';
import { toaster } from '../../../ui/toaster';
import {
  aiSettingsForm,
  aiSettingsFrom,
  type AiSettingsInput,
  aiSettingsMessages,
  defaultAiModel,
  readAiSettings,
  removeAiSettings,
  saveAiSettings,
} from '../lib/ai-settings';
import { SettingsSection } from './settings-section';

const messages = defineMessages({
  title: { id: 'settings.openai.title', defaultMessage: 'OpenAI Integration' },
  description: {
    id: 'settings.openai.description',
    defaultMessage:
      'With your own OpenAI API key, the builder can improve your writing, fix spelling and grammar, and change the tone of your text.',
  },
  privacy: {
    id: 'settings.openai.privacy',
    defaultMessage:
      'Your key is kept only in this browser. It never reaches Vitae’s servers: your browser sends your text straight to the service you choose.',
  },
  apiKey: { id: 'settings.openai.apiKey', defaultMessage: 'OpenAI/Ollama API Key' },
  baseUrl: { id: 'settings.openai.baseUrl', defaultMessage: 'Base URL (optional)' },
  baseUrlHelper: {
    id: 'settings.openai.baseUrlHelper',
    defaultMessage:
      'For an OpenAI-compatible server, such as a local model: http://localhost:11434/v1',
  },
  model: { id: 'settings.openai.model', defaultMessage: 'Model (optional)' },
  save: { id: 'settings.openai.save', defaultMessage: 'Save Locally' },
  remove: { id: 'settings.openai.remove', defaultMessage: 'Forget' },
  saved: {
    id: 'settings.openai.saved',
    defaultMessage: 'Your OpenAI settings have been saved in this browser.',
  },
  removed: {
    id: 'settings.openai.removed',
    defaultMessage: 'Your OpenAI settings have been removed from this browser.',
  },
  storageRefused: {
    id: 'settings.openai.storageRefused',
    defaultMessage: 'This browser does not allow saving settings. Check its privacy settings.',
  },
});

const valueMessages = defineMessages<{ modelHelper: { model: string } }>({
  modelHelper: {
    id: 'settings.openai.modelHelper',
    defaultMessage: 'Leave empty to use {model}.',
  },
});

const empty: AiSettingsInput = { apiKey: '', baseUrl: '', model: '' };

function storedInput(): AiSettingsInput {
  const stored = readAiSettings();
  return stored
    ? { apiKey: stored.apiKey, baseUrl: stored.baseUrl ?? '', model: stored.model ?? '' }
    : empty;
}

/**
 * OpenAI Integration (docs/product.md#settings): the key (and an optional OpenAI-compatible base URL
 * and model) kept only in this browser; empty by default.
 */
export function OpenAiSection() {
  const intl = useIntl();
  const [initial] = useState(storedInput);
  const form = useSchemaForm(aiSettingsForm, {
    defaultValues: initial,
    messages: aiSettingsMessages,
  });
  const [stored, setStored] = useState(() => readAiSettings() !== null);
  // Checked once the person saves, or leaves a key they typed: from then on every
  // field's problem shows and follows the typing.
  const [checked, setChecked] = useState(false);
  const apiKey = form.watch('apiKey');
  const field = (name: keyof AiSettingsInput) =>
    form.register(name, {
      onChange: () => {
        if (checked) {
          void form.trigger(name);
        }
      },
    });

  function save(values: AiSettingsInput) {
    if (!saveAiSettings(aiSettingsFrom(values))) {
      toaster.create({ type: 'error', title: intl.formatMessage(messages.storageRefused) });
      return;
    }
    setStored(true);
    toaster.create({ type: 'success', title: intl.formatMessage(messages.saved) });
  }

  function forget() {
    removeAiSettings();
    form.reset(empty);
    setStored(false);
    setChecked(false);
    toaster.create({ type: 'success', title: intl.formatMessage(messages.removed) });
  }

  return (
    <SettingsSection
      id="openai"
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
    >
      <form
        noValidate
        onSubmit={(event) => {
          setChecked(true);
          void form.handleSubmit(save)(event);
        }}
      >
        <Stack gap="5">
          <Alert.Root status="info" variant="subtle" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Description>{intl.formatMessage(messages.privacy)}</Alert.Description>
          </Alert.Root>
          <TextField
            label={intl.formatMessage(messages.apiKey)}
            type="password"
            autoComplete="off"
            // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the shape of an OpenAI key, not words
            placeholder="sk-…"
            fontFamily="mono"
            registration={{
              ...field('apiKey'),
              onBlur: async () => {
                if (apiKey) {
                  setChecked(true);
                  await form.trigger();
                }
              },
            }}
            error={form.errorText('apiKey')}
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              label={intl.formatMessage(messages.baseUrl)}
              type="url"
              autoComplete="off"
              // eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a URL, not words
              placeholder="https://api.openai.com/v1"
              registration={field('baseUrl')}
              error={form.errorText('baseUrl')}
              helper={intl.formatMessage(messages.baseUrlHelper)}
            />
            <TextField
              label={intl.formatMessage(messages.model)}
              autoComplete="off"
              placeholder={defaultAiModel}
              registration={field('model')}
              error={form.errorText('model')}
              helper={intl.formatMessage(valueMessages.modelHelper, { model: defaultAiModel })}
            />
          </SimpleGrid>
          <HStack justify="flex-end" gap="3" borderTopWidth="1px" paddingTop="5">
            <Button type="button" variant="outline" disabled={!stored} onClick={forget}>
              {intl.formatMessage(messages.remove)}
            </Button>
            <Button type="submit" disabled={!apiKey}>
              {intl.formatMessage(messages.save)}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SettingsSection>
  );
}
