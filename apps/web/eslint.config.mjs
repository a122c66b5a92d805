import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import baseConfig from '../../eslint.config.mjs';

export default [
  ...baseConfig,
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // React calls whatever an effect, a ref callback or a subscriber returns as its cleanup. An arrow with an
    // expression body returns its expression: `useEffect(() => window.scrollTo(0, 0))` handed React the
    // Promise that today's Chromium returns from scrollTo, React called it on the next page change, and the
    // page went blank. This typed rule refuses a void expression returned where the caller may use the
    // result; callbacks typed to return only void (onClick and the like) stay as they are.
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.app.json', './tsconfig.spec.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreVoidOperator: false }],
    },
  },
];
