import { describeExportFile, type DataExportFile, type Language } from '@overlap/contracts';
import { strToU8, zipSync } from 'fflate';

interface ReadmeTexts {
  title: string;
  intro: (date: string) => string;
  files: string;
  formats: string;
}

const README: Record<Language, ReadmeTexts> = {
  en: {
    title: 'Your Overlap data',
    intro: (d) => `Everything Overlap held about you on ${d}, one folder per part of the service. This file explains each file.`,
    files: 'Files',
    formats: 'The .json files are plain text in JSON; calendar.ics opens in any calendar app. Times are in UTC (ISO 8601).',
  },
  da: {
    title: 'Dine data fra Overlap',
    intro: (d) => `Alt hvad Overlap havde om dig den ${d}, én mappe pr. del af tjenesten. Denne fil forklarer hver fil.`,
    files: 'Filer',
    formats: '.json-filerne er almindelig tekst i JSON; calendar.ics kan åbnes i enhver kalender-app. Tidspunkter er i UTC (ISO 8601).',
  },
  de: {
    title: 'Deine Daten bei Overlap',
    intro: (d) => `Alles, was Overlap am ${d} über dich gespeichert hatte, ein Ordner pro Teil des Dienstes. Diese Datei erklärt jede Datei.`,
    files: 'Dateien',
    formats: 'Die .json-Dateien sind Text im JSON-Format; calendar.ics lässt sich in jeder Kalender-App öffnen. Zeiten sind in UTC (ISO 8601).',
  },
  es: {
    title: 'Tus datos de Overlap',
    intro: (d) => `Todo lo que Overlap guardaba sobre ti el ${d}, una carpeta por cada parte del servicio. Este archivo explica cada archivo.`,
    files: 'Archivos',
    formats: 'Los archivos .json son texto en JSON; calendar.ics se abre en cualquier aplicación de calendario. Las horas están en UTC (ISO 8601).',
  },
  fr: {
    title: 'Vos données Overlap',
    intro: (d) => `Tout ce qu’Overlap conservait sur vous le ${d}, un dossier par partie du service. Ce fichier explique chaque fichier.`,
    files: 'Fichiers',
    formats: 'Les fichiers .json sont du texte au format JSON ; calendar.ics s’ouvre dans toute application de calendrier. Les heures sont en UTC (ISO 8601).',
  },
  zh: {
    title: '你在 Overlap 的数据',
    intro: (d) => `截至 ${d}，Overlap 保存的关于你的全部数据，服务的每个部分一个文件夹。本文件说明每个文件的内容。`,
    files: '文件',
    formats: '.json 文件是 JSON 格式的纯文本；calendar.ics 可用任何日历应用打开。时间均为 UTC（ISO 8601）。',
  },
};

/** The calendar sits at the top of the archive, where a student looks for it first. */
const AT_ROOT: Record<string, string> = { 'schedules/calendar.ics': 'calendar.ics' };

export class UndescribedExportFileError extends Error {
  constructor(readonly path: string) {
    super(`export file ${path} has no description`);
  }
}

/** A file that is not text (the profile picture), in its part's folder. */
export interface BinaryEntry {
  folder: string;
  name: string;
  data: Uint8Array;
}

const describe = (folder: string, name: string, language: Language) => {
  const description = describeExportFile(folder, name, language);
  if (!description) throw new UndescribedExportFileError(`${folder}/${name}`);
  return description;
};

/** The archive's paths and contents: every part's files in its folder, and a README in the student's language. */
export function archiveEntries(
  parts: Map<string, DataExportFile[]>,
  language: Language,
  at: Date,
  binaries: BinaryEntry[] = [],
): Map<string, string | Uint8Array> {
  const texts = README[language];
  const entries = new Map<string, string | Uint8Array>();
  const lines = [texts.title, '='.repeat(texts.title.length), '', texts.intro(at.toISOString().slice(0, 10)), '', texts.formats, '', `${texts.files}:`, ''];
  for (const service of [...parts.keys()].sort()) {
    for (const file of [...parts.get(service)!].sort((a, b) => a.name.localeCompare(b.name))) {
      const description = describe(service, file.name, language);
      const path = AT_ROOT[`${service}/${file.name}`] ?? `${service}/${file.name}`;
      entries.set(path, file.content);
      lines.push(`${path}`, `    ${description}`, '');
    }
  }
  for (const file of binaries) {
    const path = `${file.folder}/${file.name}`;
    entries.set(path, file.data);
    lines.push(path, `    ${describe(file.folder, file.name, language)}`, '');
  }
  entries.set('README.txt', `${lines.join('\n')}\n`);
  return entries;
}

/** The ZIP itself (deflate); text is small and compresses well, so one pass in memory is enough. */
export function zipArchive(entries: Map<string, string | Uint8Array>, at: Date): Uint8Array {
  const files: Record<string, [Uint8Array, { mtime: Date; level?: 0 }]> = {};
  // A picture is compressed already: stored as it is.
  for (const [path, content] of entries) files[path] = typeof content === 'string' ? [strToU8(content), { mtime: at }] : [content, { mtime: at, level: 0 }];
  return zipSync(files, { level: 6 });
}
