import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {docsVersions} from '../../data/docs-versions';

// Every platform ToolHive ships an archive for (goreleaser: linux, darwin, windows × amd64,
// arm64), as the value of its tab in the shared `platform` tab group.
const platforms = {
  'macos-arm64': 'darwin_arm64',
  'macos-amd64': 'darwin_amd64',
  'linux-amd64': 'linux_amd64',
  'linux-arm64': 'linux_arm64',
  'windows-amd64': 'windows_amd64',
  'windows-arm64': 'windows_arm64',
} as const;
type Platform = keyof typeof platforms;

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The panels of every `<Tabs groupId="platform">` in an MDX page, by tab value. */
function platformPanels(mdx: string): {value: string; body: string}[] {
  const panels: {value: string; body: string}[] = [];
  for (const group of mdx.matchAll(/<Tabs groupId="platform"[^>]*>([\s\S]*?)<\/Tabs>/g)) {
    for (const item of group[1]!.matchAll(/<TabItem value="([^"]+)"[^>]*>([\s\S]*?)<\/TabItem>/g)) {
      panels.push({value: item[1]!, body: item[2]!});
    }
  }
  return panels;
}

/** The shell commands of a panel, one per line, continuation lines joined. */
function commands(body: string): string[] {
  return [...body.matchAll(/```(?:bash|powershell)\n([\s\S]*?)```/g)].flatMap((block) =>
    block[1]!.replace(/\\\n/g, ' ').split('\n').filter(Boolean),
  );
}

describe.each(docsVersions)('per-platform install commands, $release', ({release, docsDir}) => {
  // Archive names carry the release without its "v": toolhive_0.1.0_linux_amd64.tar.gz.
  const number = release.slice(1);
  const archiveName = new RegExp(
    `toolhive_${number.replace(/\./g, '\\.')}_([a-z]+_[a-z0-9]+)`,
    'g',
  );
  for (const file of [
    `${docsDir}/toolhive/guides-cli/install.mdx`,
    `${docsDir}/toolhive/quickstart.mdx`,
  ]) {
    it(`${file}: every command in a platform tab names that platform's archive`, () => {
      const panels = platformPanels(read(file));
      expect(panels.length).toBeGreaterThan(0);
      for (const {value, body} of panels) {
        expect(Object.keys(platforms), `unknown platform tab "${value}"`).toContain(value);
        const wanted = platforms[value as Platform];
        const names = [...body.matchAll(archiveName)].map((m) => m[1]);
        expect(names.length, value).toBeGreaterThan(0);
        for (const name of names) expect(name, `${file} tab ${value}`).toBe(wanted);
        for (const command of commands(body)) {
          expect(command, 'a placeholder to edit').not.toMatch(/<[a-z-]+>|\bYOUR_|\.\.\./i);
        }
      }
    });
  }

  it('the install guide has a complete, signature-checked recipe for each platform', () => {
    const panels = platformPanels(read(`${docsDir}/toolhive/guides-cli/install.mdx`));
    expect(panels.map((panel) => panel.value).sort()).toEqual(Object.keys(platforms).sort());
    const base = `https://github.com/stacklok/toolhive/releases/download/${release}/`;
    for (const {value, body} of panels) {
      const stem = `toolhive_${number}_${platforms[value as Platform]}`;
      const archive = value.startsWith('windows') ? `${stem}.zip` : `${stem}.tar.gz`;
      const lines = commands(body);
      const download = value.startsWith('windows')
        ? (file: string) => `Invoke-WebRequest -Uri ${base}${file} -OutFile ${file}`
        : (file: string) => `curl -LO ${base}${file}`;
      for (const file of [archive, `${archive}.sig`, `${stem}.pem`]) {
        expect(lines, value).toContain(download(file));
      }
      const verify = lines.find((line) => line.startsWith('cosign verify-blob '));
      expect(verify, value).toBeDefined();
      expect(verify).toContain(`--certificate ${stem}.pem`);
      expect(verify).toContain(`--signature ${archive}.sig`);
      expect(verify).toContain(
        '--certificate-oidc-issuer https://token.actions.githubusercontent.com',
      );
      expect(verify!.endsWith(` ${archive}`)).toBe(true);
      // The archive is checked before it is unpacked.
      const unpack = lines.findIndex(
        (line) => line.includes(archive) && /tar -xzf|Expand-Archive/.test(line),
      );
      expect(unpack, value).toBeGreaterThan(lines.indexOf(verify!));
      // Each panel has its own anchor, so a search hit or a link can open it.
      expect(body).toContain(`{#archive-${value}}`);
    }
  });
});
