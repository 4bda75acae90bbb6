// github-slugger 1.5 ships no types; the tests use its default export only.
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string): string;
  }
}
