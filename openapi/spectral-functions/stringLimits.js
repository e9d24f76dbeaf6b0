// A string schema must say how long it may be: maxLength, or a closed set (enum/const), or a format.
export default function stringLimits(target) {
  if (target === null || typeof target !== 'object') return [];
  const limited = 'maxLength' in target || 'enum' in target || 'const' in target || 'format' in target || 'contentMediaType' in target;
  return limited ? [] : [{ message: 'String schema has no maxLength, enum, const or format.' }];
}
