/**
 * The JSX Storybook shows under "Show code", tidied (`parameters.docs.source.transform` in preview.tsx): a
 * callback prop that is a story's spy (`fn()`, which the build prints as `function Qq(){}` and the dev
 * server as `function mockConstructor(){}`) reads `() => {}`, as a developer would write it.
 */
export function readableSource(code: string): string {
  return code.replace(/=\{function [\w$]*\(\)\s*\{\s*\}\}/g, '={() => {}}');
}
