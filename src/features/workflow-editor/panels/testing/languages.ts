/**
 * What the user sees in the node panels, in both languages, written out (not read from the locale
 * files): the field labels to type into and the exact messages of the spec and the contract.
 */
export interface PanelLanguage {
  language: 'en-us' | 'ja-jp';
  label: {
    name: string;
    debugValue: string;
    value: string;
    title: string;
    model: string;
    prompt: string;
    outputVariable: string;
    temperature: string;
    maxTokens: string;
    topP: string;
    url: string;
    index: string;
    query: string;
    numberOfDocuments: string;
    minimumScore: string;
    variable: string;
    connection: string;
    type: string;
    inputVariable: string;
    operator: string;
    isEmpty: string;
    notContains: string;
    workflow: string;
    version: string;
    customNode: string;
    sharedCustomNode: string;
    configFile: string;
    none: string;
    addUrlTo: string;
    addVariable: string;
    parameter: (name: string, type: string) => string;
    string: string;
    removeParameter: (name: string) => string;
    insertVariableInto: (field: string) => string;
    removeCondition: string;
    removeInputVariable: (index: number) => string;
    issues: string;
    outputVariables: string;
    branches: string;
    conditions: string;
    llm: string;
  };
  /** An entry of an issue list: the field's label, then the message. */
  issue: (field: string, message: string) => string;
  message: {
    required: string;
    reserved: string;
    systemVariableNotDeletable: string;
    invalidVariableName: string;
    invalidId: string;
    notInteger: string;
    notNumber: string;
    outOfRange: (min: number, max: number) => string;
    tooLong: (max: number) => string;
    tooFewItems: (min: number) => string;
    duplicate: (name: string) => string;
    clob: string;
    bindVariableMissing: (name: string) => string;
    nodeNotFound: (id: string) => string;
    variableNotFound: (node: string, variable: string) => string;
    unreachable: string;
    envFileFailed: string;
    inputParametersFailed: string;
    notDeclared: string;
  };
}

export const EN: PanelLanguage = {
  language: 'en-us',
  label: {
    name: 'Name',
    debugValue: 'Debug value',
    value: 'Value',
    title: 'Title',
    model: 'Model',
    prompt: 'Prompt',
    outputVariable: 'Output variable',
    temperature: 'Temperature',
    maxTokens: 'Max tokens',
    topP: 'Top P',
    url: 'URL',
    index: 'Knowledge index',
    query: 'Query',
    numberOfDocuments: 'Number of documents',
    minimumScore: 'Minimum score',
    variable: 'Variable name',
    connection: 'Connection',
    type: 'Type',
    inputVariable: 'Input variable',
    operator: 'Operator',
    isEmpty: 'is empty',
    notContains: 'not contains',
    workflow: 'Workflow',
    version: 'Version',
    customNode: 'Custom node',
    sharedCustomNode: 'Admin-published custom node',
    configFile: 'Config file',
    none: 'None',
    addUrlTo: 'Add URL',
    addVariable: 'Add variable',
    parameter: (name, type) => `${name} (${type})`,
    string: 'String',
    removeParameter: (name) => `Remove the parameter ${name}`,
    insertVariableInto: (field) => `Insert a variable into ${field}`,
    removeCondition: 'Remove Conditions 1',
    removeInputVariable: (index) => `Remove Input variables ${index}`,
    issues: 'This node needs attention',
    outputVariables: 'Output variables',
    branches: 'Branches',
    conditions: 'Conditions',
    llm: 'LLM',
  },
  issue: (field, message) => `${field}: ${message}`,
  message: {
    required: 'This field is required.',
    reserved: 'This variable name is reserved by the system. Please use a different name.',
    systemVariableNotDeletable: 'System variables cannot be deleted.',
    invalidVariableName: 'Use half-width letters, digits and underscores, not starting with a digit.',
    invalidId: 'Use half-width letters, digits, hyphens and underscores.',
    notInteger: 'Enter a whole number.',
    notNumber: 'Enter a number.',
    outOfRange: (min, max) => `Enter a value from ${min} to ${max}.`,
    tooLong: (max) => `Enter at most ${max} characters.`,
    tooFewItems: (min) => `Add at least ${min}.`,
    duplicate: (name) => `The name ${name} is already used in this node.`,
    clob: 'Use CLOB for strings over 4000 characters',
    bindVariableMissing: (name) => `The query uses ${name}, which has no bind variable.`,
    nodeNotFound: (id) => `Node not found: ${id}`,
    variableNotFound: (node, variable) => `The node ${node} has no variable ${variable}.`,
    unreachable: 'This node is not connected to the start node.',
    envFileFailed: 'Failed to fetch env file. Please try again later.',
    inputParametersFailed: 'Failed to fetch custom node input parameters. Please try again later.',
    notDeclared: 'This node no longer declares this parameter. Remove it if it is not needed.',
  },
};

export const JA: PanelLanguage = {
  language: 'ja-jp',
  label: {
    name: '名前',
    debugValue: 'デバッグ値',
    value: '値',
    title: 'タイトル',
    model: 'モデル',
    prompt: 'プロンプト',
    outputVariable: '出力変数',
    temperature: 'Temperature',
    maxTokens: '最大トークン数',
    topP: 'Top P',
    url: 'URL',
    index: 'ナレッジインデックス',
    query: 'クエリ',
    numberOfDocuments: 'ドキュメント数',
    minimumScore: '最小スコア',
    variable: '変数名',
    connection: '接続先データベース',
    type: '型',
    inputVariable: '入力変数',
    operator: '演算子',
    isEmpty: '空である',
    notContains: '含まない',
    workflow: 'ワークフロー',
    version: 'バージョン',
    customNode: 'カスタムノード',
    sharedCustomNode: '管理者公開カスタムノード',
    configFile: '設定ファイル',
    none: 'なし',
    addUrlTo: 'URL を追加',
    addVariable: '変数を追加',
    parameter: (name, type) => `${name}（${type}）`,
    string: '文字列',
    removeParameter: (name) => `パラメータ ${name} を削除`,
    insertVariableInto: (field) => `${field} に変数を挿入`,
    removeCondition: '条件 1 を削除',
    removeInputVariable: (index) => `入力変数 ${index} を削除`,
    issues: 'このノードの要対応',
    outputVariables: '出力変数',
    branches: '分岐',
    conditions: '条件',
    llm: 'LLM',
  },
  issue: (field, message) => `${field}：${message}`,
  message: {
    required: '必須項目です。',
    reserved: 'この変数名はシステムで予約されています。別の名前を使用してください。',
    systemVariableNotDeletable: 'システム変数は削除できません。',
    invalidVariableName: '半角英数字とアンダースコアで入力してください（先頭に数字は使えません）。',
    invalidId: '半角英数字、ハイフン、アンダースコアで入力してください。',
    notInteger: '整数を入力してください。',
    notNumber: '数値を入力してください。',
    outOfRange: (min, max) => `${min} から ${max} の値を入力してください。`,
    tooLong: (max) => `${max} 文字以内で入力してください。`,
    tooFewItems: (min) => `${min} 個以上追加してください。`,
    duplicate: (name) => `名前 ${name} はこのノードですでに使われています。`,
    clob: '4000 文字を超える文字列には CLOB を使用してください',
    bindVariableMissing: (name) => `クエリで使われている ${name} のバインド変数がありません。`,
    nodeNotFound: (id) => `ノードが見つかりません: ${id}`,
    variableNotFound: (node, variable) => `ノード ${node} に変数 ${variable} はありません。`,
    unreachable: 'このノードは開始ノードにつながっていません。',
    envFileFailed: '環境ファイルの取得に失敗しました。しばらくしてから再度お試しください。',
    inputParametersFailed: 'カスタムノードの入力パラメータの取得に失敗しました。しばらくしてから再度お試しください。',
    notDeclared: 'このノードはこのパラメータを宣言していません。不要であれば削除してください。',
  },
};

export const LANGUAGES: readonly PanelLanguage[] = [EN, JA];
