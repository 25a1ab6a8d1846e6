import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * `npm run build:lib`: the package `@fooddash/ui` → lib/ (git-ignored, published by `npm pack`/`npm publish`).
 *
 *   lib/index.js           components + domain (src/index.ts)        "."
 *   lib/machines/index.js  the XState machines and their contexts    "./machines"
 *   lib/data/index.js      the seeded generator                      "./data"
 *   lib/styles.css         global.css (fonts, tokens, base) + every component's CSS module, compiled
 *   lib/fonts/*.woff2      the font files styles.css points at
 *   lib/illustrations/     the dish illustrations Img falls back to (served by the consumer at /illustrations/)
 *   lib/**\/*.d.ts         declarations (tsconfig.lib.json), relative imports with their `.js` extension
 *   lib/tokens.json        written after this build by scripts/build-tokens-json.mjs
 *
 * One output module per source module (preserveModules), so a consumer's bundler drops what it does not use;
 * the package's own dependencies and peers stay external. The app build (vite.config.ts) is untouched: the app
 * keeps importing from src/.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(ROOT, 'lib');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externalPackages = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`));

/** Class names a consumer can read and target, the same in every build: `fd-Button-Button`, `fd-Button-Label`. */
function scopedName(local: string, filename: string): string {
  const file = path.basename(filename.split('?')[0] ?? filename).replace(/\.module\.css$/, '');
  return `fd-${file}-${local}`;
}

/** The stylesheet the package ships starts with the global one (fonts, tokens, base rules the components rely on). */
function globalStylesFirst(): Plugin {
  const entry = path.join(ROOT, 'src/index.ts');
  return {
    name: 'fooddash:lib-global-styles',
    transform(code, id) {
      if (id !== entry) return null;
      return { code: `import './styles/global.css';\n${code}`, map: null };
    },
  };
}

/**
 * The dish illustrations (public/illustrations/*.svg) that Img shows when a picture is missing or fails: the
 * components request them at `/illustrations/<name>.svg`, so a consumer serves this folder there.
 */
function illustrations(): Plugin {
  return {
    name: 'fooddash:lib-illustrations',
    apply: 'build',
    closeBundle: () =>
      cpSync(path.join(ROOT, 'public/illustrations'), path.join(OUT, 'illustrations'), { recursive: true }),
  };
}

/**
 * Library mode inlines every asset, so the fonts would land in styles.css as base64 (half a megabyte the browser
 * must parse before it can skip the unicode ranges it does not need). Each becomes a file under fonts/, named
 * after the fontsource comment above its @font-face (`inter-latin-wght-normal.woff2`).
 */
function fontsAsFiles(): Plugin {
  return {
    name: 'fooddash:lib-fonts-as-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
        const used = new Set<string>();
        asset.source = css.replace(
          /url\(\s*(['"]?)data:font\/(woff2?);base64,([^'")]+)\1\s*\)/g,
          (_whole, _q, ext, data, at) => {
            const source = Buffer.from(data, 'base64');
            const comment = /\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*\{[^}]*$/.exec(css.slice(0, at))?.[1];
            let name = comment ?? createHash('sha256').update(source).digest('hex').slice(0, 12);
            while (used.has(name)) name += '-x';
            used.add(name);
            const fileName = `fonts/${name}.${ext}`;
            this.emitFile({ type: 'asset', fileName, source });
            return `url(./${fileName})`;
          },
        );
      }
    },
  };
}

/**
 * Declarations with tsc (tsconfig.lib.json), written next to the JS. Relative specifiers get their runtime file
 * (`./Button` → `./Button/index.js`), as Node's ESM resolution (and so `moduleResolution: node16`) requires.
 */
function declarations(): Plugin {
  return {
    name: 'fooddash:lib-declarations',
    apply: 'build',
    closeBundle() {
      const configFile = path.join(ROOT, 'tsconfig.lib.json');
      const read = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
      const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configFile);
      const program = ts.createProgram(parsed.fileNames, parsed.options);
      // lib/x/y.d.ts → src/x/y.ts or .tsx
      const sourceOf = (declaration: string) => {
        const base = path.join(ROOT, 'src', path.relative(OUT, declaration)).replace(/\.d\.ts$/, '');
        return existsSync(`${base}.ts`) ? `${base}.ts` : `${base}.tsx`;
      };
      const withExtensions = (text: string, fileName: string) =>
        text.replace(
          /(from\s+|import\s*\(\s*|import\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
          (whole, lead, quote, spec) => {
            if (/\.(js|css|json)$/.test(spec)) return whole;
            const dir = path.dirname(fileName);
            const asFile = path.resolve(dir, `${spec}.d.ts`);
            const asIndex = path.resolve(dir, spec, 'index.d.ts');
            const target = [asFile, asIndex].find((candidate) => program.getSourceFile(sourceOf(candidate)));
            if (!target) throw new Error(`declarations: cannot resolve "${spec}" from ${fileName}`);
            return `${lead}${quote}${target === asFile ? `${spec}.js` : `${spec.replace(/\/$/, '')}/index.js`}${quote}`;
          },
        );
      const result = program.emit(undefined, (fileName, text, writeBOM) =>
        ts.sys.writeFile(fileName, withExtensions(text, fileName), writeBOM),
      );
      // `import '@fooddash/ui/styles.css'` resolves to types too (TypeScript checks side-effect imports).
      writeFileSync(
        path.join(OUT, 'styles.css.d.ts'),
        '/** The stylesheet: imported for its side effect. */\nexport {};\n',
      );
      // Types are checked by `npm run typecheck`; tsconfig.lib.json's noCheck makes this emit only (a few seconds).
      const problems = [...ts.getConfigFileParsingDiagnostics(parsed), ...result.diagnostics];
      if (problems.length > 0) {
        const host = {
          getCanonicalFileName: (f: string) => f,
          getCurrentDirectory: () => ROOT,
          getNewLine: () => '\n',
        };
        throw new Error(`declarations:\n${ts.formatDiagnostics(problems, host)}`);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), globalStylesFirst(), fontsAsFiles(), illustrations(), declarations()],
  css: { modules: { generateScopedName: scopedName } },
  build: {
    outDir: OUT,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    cssCodeSplit: false,
    lib: {
      entry: {
        index: path.join(ROOT, 'src/index.ts'),
        'machines/index': path.join(ROOT, 'src/machines/index.ts'),
        'data/index': path.join(ROOT, 'src/data/index.ts'),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(ROOT, 'src'),
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
