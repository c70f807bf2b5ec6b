export function repairDiagram(source: string, error: string): string {
  void error;
  return source;
}
