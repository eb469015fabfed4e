import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { TESSERACT_LANGUAGES, tesseractLanguages } from '../../services/ingestion/src/reader';
import { imageDrift, type Needs } from './support/image-drift';
import { deployableSources, programsRun } from './support/programs-run';
import { imagePackages, localPackages } from './support/system-packages';

/*
 * The deployed images and the local stack run the same external programs with the same data:
 * what the code starts (child_process calls in each deployable's shipped sources) and the data
 * those programs load, each a Debian package that the deployable's runtime image (Dockerfile)
 * and infra/local/system-packages.sh both install, at the version of infra/local/versions.env.
 * No Docker engine is needed: the Dockerfile is read as text.
 */
const ROOT = resolve(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The Debian package of each program the code may run; null: the base image's own (node). */
const PROGRAM_PACKAGES: Record<string, string | null> = { node: null, tesseract: 'tesseract-ocr' };

/**
 * The data a program loads, as Debian packages. Tesseract: every traineddata the on-device reader
 * asks for (its languages for each UI language and for none); Debian ships `chi_sim` as
 * tesseract-ocr-chi-sim. Its tsv config comes with libtesseract5, which tesseract-ocr pins.
 */
const PROGRAM_DATA: Record<string, () => Map<string, string>> = {
  tesseract: () => {
    const models = new Set([undefined, ...Object.keys(TESSERACT_LANGUAGES)].flatMap((lang) => tesseractLanguages(lang).split('+')));
    return new Map([...models].map((model) => [`tesseract-ocr-${model.replaceAll('_', '-')}`, `tesseract's ${model}.traineddata`]));
  },
};

const DEPLOYABLES = ['gateway', ...readdirSync(join(ROOT, 'services')).map((d) => `services/${d}`)];

function derive(): { needs: Needs; programs: Map<string, string[]>; problems: string[] } {
  const needs: Needs = new Map();
  const programs = new Map<string, string[]>();
  const problems: string[] = [];
  for (const deployable of DEPLOYABLES) {
    const needed = new Map<string, string>();
    for (const file of deployableSources(ROOT, deployable)) {
      for (const run of programsRun(read(file), file)) {
        if (run.problem) problems.push(`${run.at}: ${run.problem}`);
        if (!run.program) continue;
        programs.set(deployable, [...new Set([...(programs.get(deployable) ?? []), run.program])]);
        const pkg = PROGRAM_PACKAGES[run.program];
        if (pkg === undefined)
          problems.push(`${run.at} runs ${run.program}: add its Debian package to PROGRAM_PACKAGES, the Dockerfile and system-packages.sh`);
        if (pkg) needed.set(pkg, `${run.program}, run at ${run.at}`);
        for (const [data, why] of PROGRAM_DATA[run.program]?.() ?? []) needed.set(data, why);
      }
    }
    needs.set(deployable, needed);
  }
  return { needs, programs, problems };
}

describe('the runtime images and the local stack provide the programs the code runs', () => {
  const versions = parseEnv(read('infra/local/versions.env')) as Record<string, string>;
  const dockerfile = read('Dockerfile');
  const script = read('infra/local/system-packages.sh');

  it('names every program the deployed code starts: only ingestion runs one, Tesseract', () => {
    const { programs, problems } = derive();
    expect(problems).toEqual([]);
    expect(Object.fromEntries(programs)).toEqual({ 'services/ingestion': ['tesseract'] });
  });

  it('derives the language data the on-device reader loads: the six UI languages', () => {
    expect([...derive().needs.get('services/ingestion')!.keys()].sort()).toEqual(
      [
        'tesseract-ocr',
        'tesseract-ocr-chi-sim',
        'tesseract-ocr-dan',
        'tesseract-ocr-deu',
        'tesseract-ocr-eng',
        'tesseract-ocr-fra',
        'tesseract-ocr-spa',
      ].sort(),
    );
  });

  it('each image installs exactly what its code needs, at the versions system-packages.sh installs', () => {
    const image = imagePackages(dockerfile, DEPLOYABLES);
    const local = localPackages(script, versions);
    expect([...image.problems, ...local.problems]).toEqual([]);
    expect(imageDrift(derive().needs, image.packages, local.packages)).toEqual([]);
  });

  it('loads no other model or language data by file name (such a file would need its package here too)', () => {
    const models = DEPLOYABLES.flatMap((d) => deployableSources(ROOT, d)).filter((file) =>
      /['"`][^'"`\n]*\.(traineddata|onnx|tflite|gguf|pt|safetensors)['"`]/.test(read(file)),
    );
    expect(models).toEqual([]);
  });

  it("the Dockerfile's version ARGs are infra/local/versions.env's", () => {
    const { args } = imagePackages(dockerfile, DEPLOYABLES);
    const pinned = Object.keys(args).filter((name) => name.endsWith('_VERSION'));
    expect(pinned.length).toBeGreaterThan(0);
    for (const name of pinned) expect([name, args[name]]).toEqual([name, versions[name]]);
  });

  describe('notices a difference', () => {
    const drift = (file: string, local = script) =>
      imageDrift(derive().needs, imagePackages(file, DEPLOYABLES).packages, localPackages(local, versions).packages);

    it('a language pack missing from the image', () => {
      const without = dockerfile.replace(' tesseract-ocr-chi-sim=${TESSERACT_OCR_DATA_VERSION}', '');
      expect(without).not.toBe(dockerfile);
      expect(drift(without)).toEqual([
        expect.stringMatching(/^Dockerfile: the services\/ingestion image does not install tesseract-ocr-chi-sim \(tesseract's chi_sim/),
      ]);
    });

    it('another version in the image than in the local stack', () => {
      const other = dockerfile.replace('ARG TESSERACT_OCR_VERSION=5.3.0-2', 'ARG TESSERACT_OCR_VERSION=5.3.0-3');
      expect(other).not.toBe(dockerfile);
      expect(drift(other)).toEqual(['tesseract-ocr: the services/ingestion image installs 5.3.0-3, the local stack 5.3.0-2']);
    });

    it('Tesseract installed for every service, not only ingestion', () => {
      const everywhere = dockerfile.replace('services/ingestion) \\', '*) \\');
      expect(everywhere).not.toBe(dockerfile);
      const problems = drift(everywhere);
      expect(problems).toContain('Dockerfile: the gateway image installs tesseract-ocr, which no code of gateway needs');
      expect(problems).toHaveLength(7 * (DEPLOYABLES.length - 1));
    });

    it('a language pack missing from system-packages.sh, or not pinned', () => {
      const without = script.replace(' "tesseract-ocr-dan=$TESSERACT_OCR_DATA_VERSION"', '');
      const unpinned = script.replace('"tesseract-ocr-fra=$TESSERACT_OCR_DATA_VERSION"', 'tesseract-ocr-fra');
      expect(drift(dockerfile, without)).toEqual([expect.stringMatching(/^infra\/local\/system-packages.sh does not install tesseract-ocr-dan /)]);
      expect(drift(dockerfile, unpinned)).toEqual([
        'infra/local/system-packages.sh: tesseract-ocr-fra is not pinned; pin the version of infra/local/versions.env',
      ]);
    });
  });

  describe('reads the programs a source file starts', () => {
    it('from named, renamed and namespace imports; a shell command by its first word; node for fork', () => {
      const source = [
        "import { spawn, execFile as run, exec, fork, type ChildProcess } from 'node:child_process';",
        "import * as cp from 'child_process';",
        "spawn('tesseract', ['stdin']); run(\"convert\", []); exec(`gs -q x`); fork('./worker');",
        "cp.execFileSync('pdftotext', []); /^(\\d+)$/.exec(text); spawn(process.execPath, []);",
      ].join('\n');
      expect(programsRun(source, 'x.ts').map((r) => r.program ?? r.problem)).toEqual(
        expect.arrayContaining(['tesseract', 'convert', 'gs', 'node', 'pdftotext', 'node']),
      );
      expect(programsRun(source, 'x.ts')).toHaveLength(6);
    });

    it('a program named by an expression, or child_process required, is a problem', () => {
      const source = "import { spawn } from 'node:child_process';\nconst cmd = pick();\nspawn(cmd, []);\nrequire('node:child_process');";
      expect(programsRun(source, 'x.ts').map((r) => r.problem && `${r.at} ${r.problem}`)).toEqual([
        'x.ts requires child_process: import it instead, so its calls can be read',
        'x.ts:3 spawn(cmd, …) runs a program this check cannot name: pass a literal',
      ]);
    });
  });
});
