// The settings file's format (issue #56): one file read alike by systemd's EnvironmentFile, a POSIX shell's
// `set -a; . file; set +a` and compose's env_file. Each loader has its own rules (systemd expands nothing and
// takes spaces literally, the shell splits on spaces and expands `$`, `~` and backticks, compose cuts unquoted
// values at ` #` and expands `${...}`), so a line is accepted only in a form all three read as the same value.

export type EnvFile = { values: Record<string, string>; problems: string[] };

const keyPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Unquoted: nothing a shell splits, expands or treats as an operator, nothing compose takes for a comment.
const plainValue = /^[A-Za-z0-9_./:@,+=%-]*$/;
// Quoted: no quote of the same kind inside, and in double quotes nothing expanded or escaped (`$`, backtick, `\`).
const doubleQuoted = /^"([^"$`\\]*)"$/;
const singleQuoted = /^'([^']*)'$/;

/** Reads `text` by the rules every loader shares; `problems` names each line that some loader would read otherwise. */
export function parseEnvFile(text: string): EnvFile {
  const values: Record<string, string> = {};
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const where = `line ${index + 1}`;
    if (line.trim() === '' || line.startsWith('#')) return;
    const equals = line.indexOf('=');
    const key = equals === -1 ? line : line.slice(0, equals);
    if (equals === -1 || !keyPattern.test(key)) {
      problems.push(
        `${where}: not KEY=value (no spaces around =, no "export", comments start the line with #)`,
      );
      return;
    }
    const value = line.slice(equals + 1);
    const quoted = doubleQuoted.exec(value) ?? singleQuoted.exec(value);
    if (quoted) values[key] = quoted[1] as string;
    else if (plainValue.test(value)) values[key] = value;
    else if (/^["']/.test(value)) {
      problems.push(
        `${where}: ${key}: a quoted value must end the line and hold no $, backtick, \\ or its own quote`,
      );
    } else {
      problems.push(
        `${where}: ${key}: put the value in double quotes (it has a space or one of # $ " ' \\ ; & | < > ( ) * ? [ ] ~ ! { } \`)`,
      );
    }
  });
  return { values, problems };
}
