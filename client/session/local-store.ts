/**
 * localStorage access that never throws: private modes and full quotas make it fail, and the
 * spec says such failures are only logged.
 */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`localStorage read of ${key} failed`, error);
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`localStorage write of ${key} failed`, error);
  }
}

export function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`localStorage remove of ${key} failed`, error);
  }
}
