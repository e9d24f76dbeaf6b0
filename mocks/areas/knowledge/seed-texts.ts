/**
 * The plain text of the seeded knowledge files (getKnowledgeFileText), by file id: what the index
 * builder reads from them, for previewing how a chunk size and overlap split a file. Japanese files hold
 * natural Japanese (sentences end in 。！？), English files English. Files that are not uploaded (not
 * yet, failed) have none.
 */
export const SEED_TEXTS: Record<string, string> = {
  kf_rules_2026: `就業規則（2026年版）

第1章 総則

第1条（目的）
この規則は、株式会社アクメ（以下「会社」という。）の従業員の労働条件、服務規律その他の就業に関する事項を定めるものである。この規則に定めのない事項については、労働基準法その他の法令の定めるところによる。

第2条（適用範囲）
この規則は、会社に雇用される全ての正社員に適用する。契約社員、パートタイム従業員および嘱託社員の就業に関する事項については、別に定める規程による。

第3条（規則の遵守）
会社および従業員は、この規則を誠実に遵守し、互いに協力して職場の秩序を維持しなければならない。

第2章 採用および異動

第4条（採用手続）
会社は、入社を希望する者の中から選考試験と面接を行い、所定の基準を満たした者を従業員として採用する。

第5条（提出書類）
採用された者は、入社日から2週間以内に、住民票記載事項証明書、源泉徴収票、年金手帳の写しその他会社が指定する書類を提出しなければならない。提出した書類の記載事項に変更があったときは、速やかに届け出なければならない。

第6条（試用期間）
新たに採用した者については、入社日から3か月間を試用期間とする。ただし、会社が特に認めたときは、この期間を短縮し、または設けないことがある。

第7条（人事異動）
会社は、業務上の必要がある場合、従業員に対して就業する場所または従事する業務の変更を命じることがある。従業員は、正当な理由なくこれを拒むことはできない。

第3章 労働時間、休憩および休日

第8条（労働時間）
所定労働時間は、1日につき8時間、1週間につき40時間とする。始業時刻は午前9時、終業時刻は午後6時とし、業務の都合により、これを繰り上げ、または繰り下げることがある。

第9条（休憩時間）
休憩時間は、正午から午後1時までの1時間とする。従業員は、休憩時間を自由に利用することができる。ただし、職場の秩序を乱す行為をしてはならない。

第10条（休日）
休日は、土曜日、日曜日、国民の祝日、年末年始（12月29日から1月3日まで）および会社が指定する日とする。

第11条（在宅勤務）
従業員は、所属長の承認を得て、週3日を上限として在宅勤務を行うことができる。在宅勤務の手続および費用の負担については、別に定める在宅勤務規程による。

第4章 休暇

第12条（年次有給休暇）
入社日から6か月間継続して勤務し、所定労働日の8割以上出勤した従業員には、10日の年次有給休暇を与える。年次有給休暇は、原則として取得する日の3営業日前までに申請しなければならない。

第13条（特別休暇）
従業員が次のいずれかに該当するときは、特別休暇を与える。本人が結婚するときは5日、配偶者が出産するときは3日、親族が亡くなったときは続柄に応じて1日から5日とする。

第5章 服務規律

第14条（遵守事項）
従業員は、次の事項を守らなければならない。会社の名誉や信用を損なう行為をしないこと。業務上知り得た秘密を、在職中および退職後に漏らさないこと。会社の許可なく、他の会社の業務に従事しないこと。

第15条（ハラスメントの禁止）
従業員は、性的な言動、職務上の地位を利用した言動、妊娠・出産・育児に関する言動などにより、他の従業員の就業環境を害してはならない。相談窓口は人事部に置き、相談者のプライバシーを守って対応する。

第6章 賃金および退職

第16条（賃金）
賃金の決定、計算および支払の方法、締切日ならびに支払日については、別に定める賃金規程による。賃金は、毎月末日に締め切り、翌月25日に従業員が指定する口座へ振り込む。

第17条（退職）
従業員が自己の都合により退職しようとするときは、退職を希望する日の1か月前までに、所属長を通じて退職願を提出しなければならない。退職する者は、会社から貸与された物品を返却し、業務の引継ぎを確実に行わなければならない。

第18条（定年）
従業員の定年は満65歳とし、定年に達した日の属する月の末日をもって退職とする。ただし、本人が希望し、会社が認めた場合は、嘱託社員として再雇用することがある。

附則
この規則は、2026年4月1日から施行する。
`,

  kf_expense_rules: `経費精算規程

第1条（目的）
この規程は、従業員が業務のために立て替えた経費の精算について、必要な手続と基準を定める。経費を適正に処理し、会社の資産を守ることを目的とする。

第2条（対象となる経費）
精算の対象となる経費は、交通費、宿泊費、会議費、交際費、通信費および消耗品費とする。私的な目的で支出した費用は、精算の対象としない。

第3条（申請期限）
従業員は、経費を支出した日の属する月の翌月10日までに、経費精算システムから申請しなければならない。期限を過ぎた申請は、所属長の理由書がある場合に限り受け付ける。

第4条（証憑の添付）
申請には、領収書またはこれに代わる証憑の画像を添付しなければならない。領収書が発行されない交通機関の運賃については、利用した区間と金額を申請書に記載することで証憑に代えることができる。

第5条（交通費）
交通費は、最も経済的かつ合理的な経路と方法により算出した実費を支給する。タクシーの利用は、深夜の移動、重い荷物の運搬、または公共交通機関が利用できない場合に限る。
新幹線は片道100キロメートルを超える移動に限り、普通車指定席を利用できる。航空機を利用する場合は、原則としてエコノミークラスとし、早期購入の割引運賃を選ぶよう努めなければならない。

第6条（宿泊費）
出張に伴う宿泊費は、1泊につき、東京都区内および大阪市内は12,000円、その他の地域は10,000円を上限とする。上限を超える場合は、事前に所属長の承認を得なければならない。

第7条（会議費および交際費）
社外の取引先との飲食を伴う打ち合わせの費用は、1人あたり5,000円を上限として会議費で処理する。これを超えるものは交際費とし、事前に部長の承認を得なければならない。

第7条の2（通信費）
業務用の携帯電話は会社が貸与し、その料金は会社が直接支払う。在宅勤務に伴う通信費は、別に定める在宅勤務規程に基づき、月額3,000円を上限として精算することができる。

第7条の3（消耗品費）
1件あたり1万円未満の事務用品や書籍は、所属長の承認を得て購入し、消耗品費として精算する。1万円以上のものは、総務部を通じて購入しなければならない。

第8条（承認）
申請は、所属長が内容を確認して承認した後、経理部が証憑と照合する。不備がある申請は、理由を付して申請者に差し戻す。

第9条（支払）
承認された経費は、申請月の翌月25日に、従業員の給与振込口座へ支払う。

第10条（仮払金）
出張などで多額の支出が見込まれる場合、従業員は出発の5営業日前までに仮払金を申請することができる。仮払金は帰着後2週間以内に精算し、残額があれば返金しなければならない。

第11条（法人カード）
法人カードを貸与された従業員は、業務上の支払に限りこれを使用する。利用明細は毎月、経費精算システム上で内容を確認し、用途を入力しなければならない。

第12条（不正な申請）
虚偽の申請や、同じ経費の二重申請が判明したときは、支払った金額を返還させるとともに、就業規則に基づき処分することがある。

第13条（電子帳簿保存）
経理部は、申請に添付された証憑の画像を、電子帳簿保存法の定めに従って7年間保存する。従業員は、画像で保存された領収書の原本を、申請が承認された月の末日まで手元に保管しなければならない。

第14条（規程の改廃）
この規程の改廃は、経理部長が起案し、取締役会の承認を得て行う。改定の内容は、施行日の1か月前までに全従業員に周知する。

附則
この規程は、2026年4月1日から施行する。
`,

  kf_manual_a100: `製品マニュアル A100 業務用空気清浄機

はじめに
このたびはA100をお買い上げいただき、誠にありがとうございます。ご使用の前にこのマニュアルをよくお読みのうえ、正しく安全にお使いください。お読みになった後は、いつでも見られる場所に保管してください。

1. 安全上のご注意
電源コードを傷つけたり、無理に曲げたりしないでください。火災や感電の原因になります。本体を水につけたり、水をかけたりしないでください。吸気口や吹出口に指や物を入れないでください。異常な音やにおいがしたときは、すぐに電源プラグを抜いて販売店にご連絡ください。

2. 各部の名前
本体の前面には操作パネルと表示ランプがあります。背面には吸気口とフィルターカバーがあり、上部に吹出口があります。操作パネルには、電源ボタン、風量ボタン、タイマーボタン、チャイルドロックボタンが並んでいます。

3. 設置のしかた
壁や家具から30センチ以上離して、平らで安定した場所に置いてください。直射日光が当たる場所や、暖房器具の近くは避けてください。湿気の多い浴室や、油煙の多い厨房では使用しないでください。

4. 運転のしかた
電源ボタンを押すと、自動運転が始まります。風量ボタンを押すたびに、弱、中、強、ターボの順に切り替わります。タイマーボタンでは、1時間、2時間、4時間、8時間の中から運転時間を選べます。運転中にチャイルドロックボタンを3秒間押し続けると、ボタン操作を受け付けなくなります。

5. お手入れ
プレフィルターは2週間に1回、掃除機でほこりを吸い取ってください。集じんフィルターは水洗いできません。交換の目安は約2年です。表示ランプのフィルターサインが点灯したら、新しいフィルターに交換してください。本体の汚れは、乾いた柔らかい布でふき取ってください。

6. 故障かな？と思ったら
電源が入らないときは、電源プラグがコンセントにしっかり差し込まれているか確認してください。風が弱いと感じるときは、フィルターが目詰まりしていないか確認してください。表示ランプが赤く点滅しているときは、前面パネルが正しく閉まっているか確認してください。それでも直らない場合は、サポートセンターにお問い合わせください。

7. 仕様
定格電圧は100ボルト、消費電力は最大55ワットです。適用床面積は約40平方メートル、運転音は弱運転で約19デシベルです。本体の大きさは幅38センチ、奥行き22センチ、高さ65センチで、質量は約8.5キログラムです。

9. よくあるご質問
Q. 運転中にランプの色が変わるのはなぜですか？
A. 空気の汚れ具合を色でお知らせしています。青はきれい、黄色は少し汚れている、赤は汚れている状態です。

Q. 24時間つけたままにしても大丈夫ですか？
A. はい、連続運転に対応しています。消費電力の少ない弱運転であれば、1か月の電気代は約150円が目安です。

Q. フィルターはどこで買えますか？
A. お買い上げの販売店、または当社の公式オンラインストアでお求めいただけます。型番はA100-F2です。

Q. 花粉の季節に気をつけることはありますか？
A. 外出から戻ったら、玄関の近くで強運転にしてください。衣服に付いた花粉が部屋に広がる前に取り除けます。

Q. ペットのにおいにも効果がありますか？
A. 脱臭フィルターがにおいの成分を吸着します。においが強い場合は、ターボ運転を30分ほど続けてください。

8. 保証とアフターサービス
保証期間は、お買い上げ日から1年間です。保証期間中に、取扱説明書に従った正常な使用状態で故障した場合は、無料で修理します。修理をご依頼の際は、製品の型番、お買い上げ日、故障の状況をお知らせください。
`,

  kf_manual_b200: `製品マニュアル B200 業務用加湿器

はじめに
このたびはB200をお買い上げいただき、誠にありがとうございます。B200は、オフィスや店舗などの広い空間を効率よく加湿する気化式の加湿器です。安全にお使いいただくため、ご使用の前に必ずこのマニュアルをお読みください。

1. 安全上のご注意
給水タンクには水道水以外を入れないでください。アロマオイルや薬剤を入れると、故障やひび割れの原因になります。運転中に本体を持ち上げたり、傾けたりしないでください。タンクの水がこぼれ、床をぬらすおそれがあります。長期間使わないときは、タンクとトレーの水を捨てて、よく乾かしてから保管してください。

2. 給水のしかた
本体上部のふたを開けて、給水タンクを取り出します。タンクのキャップを外し、満水の線まで水を入れてください。キャップをしっかり閉めてから本体に戻し、ふたを閉めます。給水ランプが消えれば準備は完了です。

3. 運転のしかた
電源ボタンを押すと、前回と同じ設定で運転を始めます。湿度ボタンで、目標の湿度を40パーセントから70パーセントまで5パーセントずつ設定できます。おまかせモードでは、室温と湿度に合わせて加湿量を自動で調整します。静音モードを選ぶと、加湿量を抑えて運転音を小さくします。

4. お手入れ
トレーは週に1回、水洗いしてください。ぬめりがある場合は、柔らかいスポンジと台所用中性洗剤で洗います。加湿フィルターは月に1回、クエン酸を溶かしたぬるま湯に2時間ほどつけ置きしてください。フィルターの交換の目安は約1年です。においが取れない場合は、早めに交換してください。

5. 表示とお知らせ
給水ランプが点滅したら、タンクの水がなくなっています。お手入れランプが点灯したら、トレーとフィルターのお手入れをしてください。エラー表示のE1は湿度センサーの異常、E2はファンの異常を示します。エラーが消えない場合は、電源プラグを抜いて10分ほど待ってから、もう一度運転してください。

6. 故障かな？と思ったら
加湿されないと感じるときは、フィルターに水あかが付いていないか確認してください。白い粉が出ることはありません。気化式のため、水に含まれる成分は本体の中に残ります。異常な音がするときは、本体が平らな場所に置かれているか確認してください。

7. 仕様
定格電圧は100ボルト、消費電力は最大28ワットです。加湿量は1時間あたり最大1,200ミリリットル、タンクの容量は6.0リットルです。適用床面積は、プレハブ洋室で約33平方メートルです。

9. よくあるご質問
Q. 水道水以外の水を使ってもよいですか？
A. 井戸水、アルカリイオン水、浄水器の水は使わないでください。雑菌が繁殖しやすく、においや故障の原因になります。

Q. フィルターに白い固まりが付いています。
A. 水道水に含まれるカルシウムなどの成分です。クエン酸でのつけ置き洗いで落とせます。落ちない場合は、フィルターを交換してください。

Q. 加湿フィルターはどこで買えますか？
A. お買い上げの販売店、または当社の公式オンラインストアでお求めいただけます。型番はB200-K1です。

Q. 部屋の湿度が設定より上がりません！
A. 部屋の広さに対して加湿量が足りないか、換気で湿気が逃げている可能性があります。ドアや窓を閉めて、強運転をお試しください。

8. お問い合わせ
修理や消耗品のご購入については、お買い上げの販売店またはサポートセンターにお問い合わせください。受付時間は平日の午前9時から午後6時までです。
`,

  kf_inquiry_templates: `問い合わせ回答テンプレート集
最終更新：2026年10月

■ 共通の書き出し
〇〇様
いつも弊社サービスをご利用いただき、誠にありがとうございます。カスタマーサポート担当の△△でございます。お問い合わせいただいた件について、ご案内いたします。

■ 1. 配送状況の確認
ご注文の商品は、〇月〇日に発送いたしました。お届け予定日は〇月〇日です。配送状況は、発送完了メールに記載の追跡番号から確認いただけます。お届けが予定より遅れている場合は、お手数ですが再度ご連絡ください。

■ 2. 返品・交換のご依頼
商品到着後8日以内であれば、未使用の商品に限り返品を承ります。返品をご希望の場合は、マイページの注文履歴から返品申請を行ってください。初期不良の場合は、送料を弊社で負担いたします。

■ 3. 請求内容の誤り
ご請求内容に誤りがあり、大変申し訳ございません。担当部署で確認したところ、〇月分のご利用料金が二重に計上されておりました。差額は、翌月のご請求時に相殺いたします。

■ 4. ログインできない
パスワードをお忘れの場合は、ログイン画面の「パスワードをお忘れの方」から再設定を行ってください。再設定のメールが届かない場合は、迷惑メールフォルダをご確認ください。それでも解決しない場合は、ご登録のメールアドレスをお知らせください。

■ 5. 障害発生時のお詫び
本日午前10時ごろから午前11時30分ごろまで、サービスにアクセスしにくい状態が発生しておりました。ご不便をおかけし、誠に申し訳ございません。現在は復旧しております。原因と再発防止策については、改めてお知らせいたします。

■ 6. 回答に時間がかかる場合
お問い合わせの件は、担当部署で確認を進めております。恐れ入りますが、回答まで3営業日ほどお時間をいただけますでしょうか。確認が取れ次第、速やかにご連絡いたします。

■ 7. 機能のご要望
貴重なご意見をお寄せいただき、ありがとうございます。いただいたご要望は、開発チームに共有いたしました。実装の時期はお約束できませんが、今後の改善の参考にさせていただきます。

■ 8. 解約のお申し出
これまで弊社サービスをご利用いただき、誠にありがとうございました。解約のお手続きは、マイページの「契約情報」から行えます。解約日までにエクスポートしたデータは、解約後もお手元でご利用いただけます。差し支えなければ、解約の理由をお聞かせいただけますでしょうか。

■ 9. 料金プランのご相談
ご利用状況を確認したところ、現在のご利用量であれば、スタンダードプランの方が月額の料金を抑えられる見込みです。プランの変更は、次の更新日から反映されます。詳しい比較表をお送りしますので、ご検討ください。

■ 10. 担当者の変更
これまで担当しておりました□□は、社内の異動により本日付で担当を離れることとなりました。今後は私、△△がご対応いたします。これまでのやり取りは全て引き継いでおりますので、ご安心ください。

■ 11. お礼のご連絡
ご丁寧にご連絡をいただき、ありがとうございます。お役に立てて何よりです。またいつでもお気軽にご相談ください。

■ 共通の結び
今後とも弊社サービスをよろしくお願いいたします。ご不明な点がございましたら、お気軽にお問い合わせください！

■ 注意事項
個人情報を含む内容は、メール本文に記載しないでください。返金や補償を約束する回答は、必ずリーダーの承認を得てから送信してください。テンプレートは必ずお客様の状況に合わせて書き換え、〇や△の記号が残っていないか確認してから送信しましょう。
`,

  kf_glossary: `用語,読み,説明
インデックス,いんでっくす,検索のためにナレッジファイルを小さな単位に分け、ベクトルに変換して保存したものです。
チャンク,ちゃんく,ファイルの本文を一定の文字数で区切った断片です。検索はチャンク単位で行われます。
チャンクサイズ,ちゃんくさいず,1つのチャンクに含める最大の文字数です。大きくすると文脈が保たれ、小さくすると検索の精度が上がります。
オーバーラップ,おーばーらっぷ,隣り合うチャンクで重ねる文字数です。文の途中で区切られても、意味が失われにくくなります。
埋め込み,うめこみ,文章の意味を数値の並び（ベクトル）で表したものです。意味が近い文章ほど、ベクトルも近くなります。
ベクトル検索,べくとるけんさく,質問文の埋め込みと近いチャンクを探す検索方式です。言い回しが違っても、意味で見つけられます。
全文検索,ぜんぶんけんさく,キーワードが含まれるチャンクを探す検索方式です。型番や固有名詞の検索に向いています。
ハイブリッド検索,はいぶりっどけんさく,ベクトル検索と全文検索の結果を組み合わせる方式です。多くの場面で安定した結果が得られます。
類似度スコア,るいじどすこあ,質問とチャンクがどれだけ近いかを0から1で表した値です。1に近いほど、関連が強いことを示します。
最低スコア,さいていすこあ,検索結果に含めるスコアの下限です。これより低いチャンクは、回答の材料に使いません。
参照件数,さんしょうけんすう,1回の検索で回答の材料として渡すチャンクの数です。多すぎると、回答がぶれることがあります。
ワークフロー,わーくふろー,ノードをつないで処理の流れを組み立てたものです。APIとして公開することもできます。
ノード,のーど,ワークフローを構成する1つの処理です。LLMノード、ナレッジ検索ノード、条件分岐ノードなどがあります。
プロンプト,ぷろんぷと,LLMに渡す指示文です。変数を埋め込んで、入力ごとに内容を変えられます。
ハルシネーション,はるしねーしょん,LLMが事実と異なる内容をもっともらしく答えてしまう現象です。ナレッジ検索で根拠を渡すと起きにくくなります。
デバッグ実行,でばっぐじっこう,公開前にワークフローを試しに動かし、各ノードの入出力を確かめる機能です。
テナント,てなんと,組織ごとに分けられた利用単位です。データは組織をまたいで共有されません。
再構築,さいこうちく,インデックスをもう一度作り直す操作です。失敗したファイルだけを選んで処理し直すこともできます。
ステータス,すてーたす,インデックスやファイルが今どの段階にあるかを示す表示です。待機中、処理中、完了、失敗などがあります。
API キー,えーぴーあいきー,公開したAPIを呼び出すための鍵です。外部に漏れないよう、定期的に作り直すことをおすすめします。
ロール,ろーる,ユーザーに与えられる権限のまとまりです。管理者と編集者では、操作できる範囲が異なります。
データセット,でーたせっと,ワークフローの評価やジョブの入力に使う、まとまったデータです。CSVなどのファイルから作成できます。
ジョブ,じょぶ,ワークフローをまとまった入力で一括して実行する仕組みです。結果はファイルとしてダウンロードできます。
監査ログ,かんさろぐ,誰がいつ何を変更したかの記録です。管理者が確認できます。
ナレッジ,なれっじ,回答の根拠として使う社内の文書の集まりです。規程やマニュアル、FAQなどを登録します。
アップロード,あっぷろーど,手元のファイルをスタジオに送る操作です。1ファイルあたり1MBまで受け付けます。
`,

  kf_faq_2026q3: `質問,回答,カテゴリ
会員登録に費用はかかりますか？,会員登録は無料です。有料プランへの切り替えは、登録後にマイページからいつでも行えます。,アカウント
登録したメールアドレスを変更できますか？,マイページの「登録情報」から変更できます。変更後に届く確認メールのリンクを開くと、変更が完了します。,アカウント
パスワードを忘れてしまいました。,ログイン画面の「パスワードをお忘れの方」から再設定してください。再設定用のリンクの有効期限は24時間です。,アカウント
退会するとデータはどうなりますか？,退会の手続きから30日後に、全てのデータを削除します。30日以内であれば、サポート窓口で退会を取り消せます。,アカウント
支払い方法は何が使えますか？,クレジットカード、銀行振込、コンビニ払いがご利用いただけます。法人のお客様は請求書払いもお選びいただけます。,お支払い
領収書は発行できますか？,マイページの「ご利用明細」から、PDFの領収書をダウンロードできます。宛名は、ダウンロードの前に変更できます。,お支払い
プランの途中変更はできますか？,上位のプランへの変更は、すぐに反映されます。下位のプランへの変更は、次の更新日から反映されます。,お支払い
注文した商品はいつ届きますか？,通常はご注文から3営業日以内に発送します。発送後、追跡番号をメールでお知らせします。,配送
配送先を変更したいです。,発送前であれば、マイページの注文履歴から変更できます。発送後の変更は、配送業者に直接ご連絡ください。,配送
海外への配送はできますか？,申し訳ございませんが、現在は日本国内への配送のみ承っております。,配送
商品が破損して届きました！,大変申し訳ございません。お手数ですが、商品と梱包の写真を添えて、サポート窓口までご連絡ください。交換品をすぐにお送りします。,返品・交換
返品の送料は誰が負担しますか？,お客様のご都合による返品は、お客様のご負担となります。初期不良や誤配送の場合は、弊社が負担いたします。,返品・交換
複数の端末で同時に使えますか？,はい、使えます。1つのアカウントで、パソコンとスマートフォンを合わせて5台までログインできます。,アカウント
利用規約はどこで確認できますか？,サイトの一番下にある「利用規約」のリンクからご確認いただけます。改定の際は、30日前までにメールでお知らせします。,その他
クーポンが使えません。,クーポンには有効期限と対象の商品があります。マイページの「クーポン」で条件をご確認のうえ、もう一度お試しください。,お支払い
請求額が先月より高いのはなぜですか？,ご利用量に応じた従量課金の分が加算されている可能性があります。マイページの「ご利用明細」で、日ごとの内訳を確認できます。,お支払い
注文をキャンセルしたいです。,発送準備に入る前であれば、注文履歴の「キャンセル」から取り消せます。発送準備に入った後は、商品が届いてから返品の手続きをお願いします。,配送
会社でまとめて契約できますか？,はい、できます。法人プランでは、利用者の追加や請求書払いに対応しています。詳しくは営業窓口にお問い合わせください。,お支払い
アプリの通知が届きません。,端末の設定で、アプリの通知が許可されているか確認してください。省電力モードでは、通知が遅れることがあります。,その他
パスワードの条件を教えてください。,12文字以上で、英字と数字を両方含めてください。他のサービスと同じパスワードは使わないでください。,アカウント
サポートの受付時間を教えてください。,チャットとメールは24時間受け付けております。お電話は、平日の午前9時から午後6時までです。,その他
`,

  kf_faq_2026q4: `質問,回答,カテゴリ
年末年始の営業日を教えてください。,12月29日から1月3日までは休業いたします。この期間のお問い合わせには、1月5日から順に回答します。,その他
年末年始に注文した商品はいつ届きますか？,12月27日正午までのご注文は年内に発送します。それ以降のご注文は、1月5日から順に発送します。,配送
二段階認証を設定するにはどうすればよいですか？,マイページの「セキュリティ」から設定できます。認証アプリでQRコードを読み取り、表示された6桁のコードを入力してください。,アカウント
認証アプリの入った端末をなくしました。,設定時に控えたバックアップコードでログインしてください。バックアップコードがない場合は、本人確認のうえでサポート窓口が解除します。,アカウント
新しい料金プランはいつから適用されますか？,2027年1月1日の更新分から適用します。現在のプランの期間中は、これまでの料金のままご利用いただけます。,お支払い
請求書の宛名を部署名まで入れられますか？,はい、入れられます。マイページの「請求先情報」で、会社名の後に部署名を入力してください。,お支払い
ポイントの有効期限はありますか？,最後にポイントが増えた日から1年間が有効期限です。期限が近づくと、メールでお知らせします。,ポイント
ポイントを現金に交換できますか？,申し訳ございませんが、現金への交換はできません。次回のお買い物で、1ポイント1円としてご利用ください。,ポイント
ギフト包装はできますか？,1点につき300円で承ります。ご注文手続きの画面で、包装紙とメッセージカードをお選びください。,配送
置き配を指定できますか？,はい、できます。玄関前、宅配ボックス、物置の中からお選びいただけます。置き配の後の盗難は補償の対象外です。,配送
交換した商品がまた壊れていました！,重ねてご迷惑をおかけし、誠に申し訳ございません。担当者から本日中にお電話し、返金または別の商品への交換をご案内します。,返品・交換
福袋の予約はいつから始まりますか？,11月15日の午前10時から受け付けます。数に限りがあるため、なくなり次第終了となります。,その他
法人向けの見積書は発行できますか？,はい、発行できます。マイページの「見積書の作成」から、数量と宛名を入力してPDFでダウンロードしてください。,お支払い
ログインの履歴を確認できますか？,マイページの「セキュリティ」で、直近90日分のログイン日時と端末を確認できます。心当たりのない記録があれば、すぐにパスワードを変更してください。,アカウント
プレゼント用に金額のわからない明細にできますか？,はい、できます。ご注文の際に「ギフト」を選ぶと、金額を記載しない納品書を同梱します。,配送
ポイントが付与されていません。,ポイントは商品の到着から7日後に付与されます。7日を過ぎても付与されない場合は、注文番号を添えてお問い合わせください。,ポイント
年末年始もチャットで問い合わせできますか？,はい、AIアシスタントは24時間ご利用いただけます。スタッフへの引き継ぎは、1月5日から順に対応します。,その他
登録した住所を複数保存できますか？,はい、10件まで保存できます。ご注文の際に、保存した住所から配送先を選べます。,配送
冬季限定の商品は再販されますか？,在庫がなくなった商品の再販は未定です。再販が決まった場合は、メールマガジンでお知らせします。,その他
チャットの回答は誰がしていますか？,まずはAIアシスタントが回答し、解決しない場合はスタッフに引き継ぎます。引き継ぎの際に、同じ説明を繰り返す必要はありません。,その他
`,

  kf_guide_en: `# Product guide

## Getting started
Welcome to the studio. This guide walks you through building your first workflow, connecting it to your knowledge and publishing it as an API. It assumes you have an account with the editor role in your organization.

Create a project first. A project groups the workflows, datasets, knowledge indexes and tools of one team or one use case. Members of the organization see every project, but only editors can change them.

## Building a workflow
Open the project and choose New workflow. The editor opens with a start node and an end node. Drag nodes from the palette onto the canvas and connect them: an LLM node answers with a model, a knowledge node searches an index, a condition node sends the flow one way or the other.

Every node has inputs and outputs. Refer to the output of an earlier node with a variable, for example {{knowledge_1.documents}}. The editor checks the variables as you type and marks the ones it cannot resolve.

## Adding knowledge
Upload the documents your assistant should know about: PDF, Word, Markdown, plain text or CSV, up to 1 MB each. Then create an index from them. The index splits each file into chunks, turns the chunks into embeddings and makes them searchable.

Choose the chunk size with care. Small chunks find precise answers but lose context; large chunks keep the context but match less sharply. An overlap of 10 to 20 percent of the chunk size is a good start. Building an index takes a few minutes, and you can follow every file while it is chunked and embedded.

## Testing
Use Debug to run the workflow with your own input. The run shows what each node received and returned, how long it took and what it cost. Fix what you see, then run again.

## Publishing
When the workflow does what it should, publish it as an API. Each published version gets its own endpoint and key. Old versions keep working until you retire them, so your callers can move at their own pace.

## Getting help
Questions? Contact support from the help menu, or ask your organization's administrator.
`,

  kf_release_notes_06: `# Release notes — June 2026

## New
- Knowledge indexes support hybrid search. It combines vector search with full-text search and works well for product codes and names.
- Workflows can be duplicated, with or without their published APIs.
- The debug panel shows the tokens each LLM node used.

## Improved
- Uploading a knowledge file is faster. Files up to 1 MB now upload in about three seconds on a typical office connection.
- The workflow list remembers its sort order and page size per project.
- Error messages in the editor now say which node and which field are affected.

## Fixed
- A workflow with more than fifty nodes could not be saved when it contained a loop. It can now.
- The date picker in the jobs screen showed the wrong month for users in some time zones.
- Renaming a dataset no longer clears its description.

## Known issues
Very large CSV files may take longer to index than the progress shows. We are working on a fix for the next release.
`,

  kf_release_notes_07: `# Release notes — July 2026

## New
- Agents: combine a model, tools and knowledge into an assistant that decides which tool to call. Agents are in preview for organizations that ask for them.
- Database connections for BigQuery, in addition to Oracle.
- A minimum score for knowledge searches. Chunks that score below it are not passed to the model.

## Improved
- The knowledge index screen shows how many documents each search returns and lets you change it without a rebuild.
- Published APIs answer with a request id in every response, which makes it easier for support to trace a call.
- The editor loads large workflows about twice as fast.

## Fixed
- Deleting a project now also removes its scheduled jobs.
- Some Japanese file names were cut off in the file list. They are shown in full now.
- The debug panel no longer scrolls back to the top when a run finishes.

## Deprecations
The old single-model LLM node will be retired at the end of the year. Existing workflows keep working; the editor offers to convert them.
`,

  kf_release_notes_08: `# Release notes — August 2026

## New
- Shared custom nodes: publish a custom node once and use it in every project of your organization.
- Knowledge files can be replaced with a new version. Indexes built from the file are marked for a rebuild.
- Dark mode for the workflow editor.

## Improved
- The text embedding models of the latest generation are available for new indexes. They are more accurate for mixed Japanese and English text.
- Jobs retry a failed step up to three times before they give up, with a growing pause between the tries.
- The API usage chart can be filtered by API key.

## Fixed
- An index could stay in progress forever when one of its files was deleted during the build. The build now fails with a clear message.
- Copying a node with a secret no longer copies the secret.
- The organization switcher showed organizations the user had left.

## Thanks
Many of these changes came from your feedback. Keep it coming through the help menu!
`,

  kf_payment_terms: `# Payment terms

## Invoices
We send invoices on the first business day of each month for the previous month's usage. Invoices are sent by email to the billing contact of the organization and can also be downloaded from the billing page.

## Due date
Payment is due within 30 days of the invoice date. Please include the invoice number in the transfer reference so that we can match your payment quickly.

## Payment methods
We accept bank transfer and the major credit cards. Customers on an annual plan may pay the full year in advance and receive a discount of 10 percent.

## Late payment
If a payment is more than 14 days late, we send a reminder. If it is more than 30 days late, we may limit the organization to read-only access until the invoice is paid. We never delete data because of a late payment.

## Disputes
If you believe an invoice is wrong, tell us within 14 days of receiving it. We will check the usage records and answer within five business days. The undisputed part of the invoice remains due on the original date.

## Taxes
Prices are shown without consumption tax. The tax is added to the invoice at the rate in force on the invoice date.

## Changes
We announce changes to these terms at least 60 days before they take effect. Questions about billing go to the billing team through the help menu.
`,

  kf_escalation_guide: `Escalation guide

Purpose
This guide explains when and how a support agent hands an inquiry over to the next level. A good escalation gets the customer to the right person quickly, with everything that person needs to act.

When to escalate
Escalate when the customer reports data loss, a security concern or an outage that affects more than one user. Escalate when a promised answer is overdue, when the customer asks for a manager, or when a refund above the agent's limit is needed. If you are unsure, escalate: it is cheaper than a wrong answer.

Levels
Level 1 is the support agent who first answers the inquiry. Level 2 is the product specialist on duty, who can look at logs and settings. Level 3 is the engineering team, reached only through Level 2. Billing questions go to the billing team instead of Level 2.

How to escalate
Open the inquiry in the support tool and choose Escalate. Write a summary of three to five sentences: what the customer tried to do, what happened instead, what you have already checked and what the customer expects. Attach the request id, the organization id and screenshots if you have them. Tell the customer that the inquiry has been escalated and when they will hear from us next.

Response times
Level 2 answers urgent escalations within one hour during business hours and all others within one business day. An outage is urgent at any time of day; the on-call specialist is paged automatically.

After the escalation
Stay the customer's contact unless Level 2 takes the inquiry over. Update the customer at least once a day until the issue is solved, even if there is no news. When it is solved, add a short note about the cause and the fix, so the next agent can find it.

Tone
Stay calm and factual. Apologize for the trouble, not for things you do not know yet. Never promise a date for a fix that engineering has not confirmed.
`,
};
