// react-dom ships no types and @types/react-dom is not installed; the unit tests only need this.
declare module 'react-dom/server' {
  export function renderToString(element: import('react').ReactNode): string;
}
