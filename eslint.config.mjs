// House lint rules (STYLE.md §7): the checks review would otherwise have to make.
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

/**
 * formatjs/no-literal-string-in-jsx (under its own name), except for `{' '}`: JSX's way to keep a
 * space between two messages is layout, not text to translate.
 */
const literalStringRule = {
  meta: formatjs.rules['no-literal-string-in-jsx'].meta,
  create(context) {
    const report = (descriptor) => {
      const { node } = descriptor;
      if (node?.type === 'Literal' && typeof node.value === 'string' && node.value.trim() === '') {
        return;
      }
      context.report(descriptor);
    };
    return formatjs.rules['no-literal-string-in-jsx'].create(
      Object.create(context, { report: { value: report } }),
    );
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'proto/src/gen/**',
      // The web app's GraphQL types, written by the code generator (docs/web.md).
      'web/src/lib/graphql/generated/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
        // type-graphql and TypeORM read decorator metadata at runtime.
        emitDecoratorMetadata: true,
        experimentalDecorators: true,
      },
    },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'all'],
      'no-console': 'error',
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // Every word the web app shows is a message with an id and an English
    // default (docs/web.md "Text"), so each of the 46 locales can word it.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    ignores: [
      'web/src/**/*.test.ts',
      'web/src/**/*.test.tsx',
      // The artboard draws the resume itself, in the resume's own language, and
      // has no react-intl (the public page and the PDF load it alone).
      'web/src/artboard/**',
    ],
    plugins: {
      formatjs: {
        ...formatjs,
        rules: { ...formatjs.rules, 'no-literal-string-in-jsx': literalStringRule },
      },
    },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            // Besides the plugin's defaults (aria-label, aria-description, …; placeholder
            // and title on HTML elements; img alt): the props components draw as text.
            include: [
              ['*', '{label,placeholder,title,alt,aria-label,aria-description,aria-valuetext}'],
            ],
            exclude: [
              [
                '*',
                '{className,data-*,id,htmlFor,name,key,type,role,href,src,to,value,lang,dir,autoComplete,inputMode}',
              ],
              // Keys on the keyboard (⇧S), not words.
              ['Kbd', 'children'],
            ],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    // A component a person can hold in their head (docs/web.md#where-things-go):
    // past 300 lines it does several jobs; split it by job.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['**/test/**/*.ts', '**/*.test.ts', '**/*.test.tsx', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
