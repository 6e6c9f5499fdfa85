# ruff: noqa: E501
"""Family j: a smart-lock service in Japan (Japanese)."""

from __future__ import annotations

from hundredeleventh_spec import Fam, alnum, dec_html, enc_html, gen_pw, prov, reg

FAM = Fam(
    name="kagiya_smart_lock_service",
    pre="kagiya",
    orgs=("kagimori", "tobirakun", "anshinlock"),
    tld="co.jp",
    first=(
        ("翔太", "shota"),
        ("美咲", "misaki"),
        ("大輔", "daisuke"),
        ("陽菜", "hina"),
        ("健一", "kenichi"),
        ("由美", "yumi"),
        ("拓海", "takumi"),
    ),
    last=(
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("田中", "tanaka"),
        ("渡辺", "watanabe"),
        ("伊藤", "ito"),
    ),
    words=(
        "sakura",
        "fujisan",
        "tokyo",
        "ramen",
        "doraemon",
        "pikachu",
        "totoro",
        "kagi",
        "tobira",
        "arigato",
        "yokohama",
        "gundam",
        "nyanko",
        "daisuki",
    ),
    pets=("pochi", "tama", "momo", "kuro", "sora", "hachi"),
    cities=("東京", "大阪", "名古屋", "福岡", "札幌", "横浜"),
    cc="+81",
)

reg(
    FAM,
    "line_talk_export_pasuwado",
    ("LINE/[LINE] <<last2>>さんとのトーク.txt", "line/<<fa2>>_<<n>>.txt"),
    """[LINE] <<last2>>さんとのトーク履歴
保存日時：<<ymd_sl>> <<t3>>

<<ymd_sl>>(月)
<<t1>>	<<last>> <<first>>	民泊の玄関のスマートロック、管理アプリのパスワード教えてください
<<t2>>	<<last2>> <<first2>>	<<cred>>
<<t3>>	<<last>> <<first>>	ありがとうございます！
""",
    "human",
)

reg(
    FAM,
    "sesame_web_api_key_node",
    ("minpaku-bot/sesame.js", "services/<<org>>/sesame_<<n>>.js"),
    """// SESAME (CANDY HOUSE) Web API - チェックイン時に解錠
const SESAME_API_KEY = '<<cred>>';
const DEVICE_UUID = '<<uuid>>';

async function unlock() {
  await fetch(`https://app.candyhouse.co/api/sesame2/${DEVICE_UUID}/cmd`, {
    method: 'POST',
    headers: { 'x-api-key': SESAME_API_KEY },
    body: JSON.stringify({ cmd: 83, history: 'チェックイン' }),
  });
}
module.exports = { unlock };
""",
    lambda rng, s: alnum(rng, 40),
    syntax="",
)

reg(
    FAM,
    "admin_accounts_html_entity_table",
    ("intranet/kanri/accounts_<<n>>.html", "share/<<org>>_物件_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>物件別 管理アカウント</title></head>
<body>
<table border="1">
<tr><th>物件</th><th>ロック</th><th>ID</th><th>パスワード</th></tr>
<tr><td><<city>> <<nn>>号室</td><td>RemoteLOCK 7j</td><td><<email>></td><td class="pw"><<enc>></td></tr>
</table>
</body></html>
""",
    lambda rng, s: gen_pw(rng, sym="&<>\"'"),
    syntax="",
    enc=enc_html,
    decode=dec_html('<td class="pw">'),
)

reg(
    FAM,
    "payjp_secret_key_python",
    ("billing/payjp_settings.py", "<<org>>_web/settings/payjp_<<n>>.py"),
    """# 合鍵・出張解錠サービスの決済 (PAY.JP)
PAYJP_PUBLIC_KEY = "pk_live_<<pk>>"
PAYJP_SECRET_KEY = "<<cred>>"
PAYJP_WEBHOOK_PATH = "/payjp/webhook/"
""",
    "p:payjp",
    extra=lambda rng, s: s.update(pk=prov(rng, "payjp")[8:]),
)

reg(
    FAM,
    "remotelock_oauth_env",
    ("remotelock-sync/.env", "deploy/<<org>>-<<n>>/.env"),
    """REMOTELOCK_CLIENT_ID=<<cid>>
REMOTELOCK_CLIENT_SECRET=<<cred>>
REMOTELOCK_REDIRECT=https://app.<<dom>>/oauth/remotelock
BEDS24_PROP_ID=<<nn>>
""",
    "hex:64",
    extra=lambda rng, s: s.update(cid=prov(rng, "kakao") + prov(rng, "kakao")),
)

reg(
    FAM,
    "hikitsugi_memo_txt",
    ("引継ぎ/<<ymd>>_<<fa>>.txt", "memo/hikitsugi_<<n>>.txt"),
    """【引継ぎメモ】<<ymd>> <<last>>→<<last2>>

・<<city>>の民泊3件、Qrio Lock の電池交換済み
・SwitchBot ハブの Wi-Fi 再設定（SSID: minpaku-<<n>>）
・管理アカウント（オーナー共有）
  ID: <<email>>
  PW: <<cred>>
・来週月曜 10時 オーナー様立会い
""",
    "human_x",
)

reg(
    FAM,
    "switchbot_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "ha-<<org>>-<<n>>/secrets.yaml"),
    """# Home Assistant secrets
switchbot_token: "<<cred>>"
switchbot_secret: "<<sec>>"
latitude_home: 35.<<nn>>
""",
    "p:switchbot",
    extra=lambda rng, s: s.update(sec=prov(rng, "kakao")),
)

reg(
    FAM,
    "chatwork_token_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """ls -la /var/log/lock-sync/
export CW_TOKEN=<<cred>>
curl -X POST -H "X-ChatWorkToken: $CW_TOKEN" -d "body=解錠エラー <<city>> <<nn>>号室" "https://api.chatwork.com/v2/rooms/<<nn>>/messages"
systemctl status lock-sync
""",
    "p:chatwork",
)
