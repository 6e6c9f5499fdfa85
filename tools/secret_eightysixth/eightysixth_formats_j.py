# ruff: noqa: E501
"""Family j: a sake brewery (sakagura) in Niigata, Japan (Japanese)."""

from __future__ import annotations

from eightysixth_spec import Fam, dec_basic, enc_basic

F = Fam(
    name="sakagura_niigata_sake_brewery",
    orgs=("yukikura",),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("浩", "hiroshi"),
        ("由美", "yumi"),
        ("翔", "sho"),
        ("千尋", "chihiro"),
    ),
    last=(
        ("佐藤", "sato"),
        ("高橋", "takahashi"),
        ("渡辺", "watanabe"),
        ("小林", "kobayashi"),
        ("石田", "ishida"),
    ),
    words=(
        "sakura",
        "niigata",
        "koji",
        "ginjo",
        "daiginjo",
        "junmai",
        "tanrei",
        "yuki",
        "moromi",
        "shinshu",
        "nihonshu",
        "yamada",
        "koshihikari",
        "kanpai",
    ),
    pets=("pochi", "tama", "momo", "hachi", "kuro"),
    cc="+81",
)

F.reg(
    "sakagura_japanese_line_talk_pasuwado_etax",
    ("line/[LINE] 蔵事務所とのトーク<<n>>.txt", "chats/line-etax-<<date>>.txt"),
    """[LINE] 蔵事務所とのトーク履歴
保存日時：<<yyyy>>/<<mm>>/<<dd>> <<time>>

<<yyyy>>/<<mm>>/<<dd>>(<<dow>>)
<<time>>	<<fn2>>	酒税の申告、e-Taxのパスワード変わりました？
<<time>>	<<fn>>	利用者識別番号はいつもの、パスワードは <<cred>> です
<<time>>	<<fn2>>	ありがとうございます！
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"dow": "月火水木金土日"[s["n"] % 7]},
)

F.reg(
    "sakagura_moromi_tank_pi_bash_history_curl_basic_base64",
    ("home/pi/.bash_history", "backup/moromi-pi-<<n>>/.bash_history"),
    """sudo systemctl restart moromi-logger
tail -n 50 /var/log/moromi/temp.log
curl -s -H "Authorization: Basic <<b64>>" http://<<ip>>:8080/api/tanks/<<n>>/readings | jq .
curl -s -X POST -H "Authorization: Basic <<b64>>" -d '{"tank":<<n>>,"baume":-<<n>>.5}' http://<<ip>>:8080/api/readings
exit
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"b64": enc_basic("kurabito", str(s["cred"]))},
    decode=dec_basic,
)

F.reg(
    "sakagura_payjp_secret_key_rails_config_yml",
    ("config/payjp.yml", "shop-<<org>>-<<n>>/config/payjp.yml"),
    """# 蔵元直販オンラインショップ（PAY.JP）
production:
  public_key: pk_live_<<nn>>a<<n>>
  secret_key: '<<cred>>'
development:
  public_key: ''
  secret_key: ''
""",
    "p:payjp",
)

F.reg(
    "sakagura_smaregi_pos_api_client_secret_python",
    ("scripts/smaregi_sync.py", "tools/<<org>>/smaregi_<<n>>.py"),
    '''"""試飲販売所のスマレジ売上を日次で取り込む。"""

import base64

import requests

CONTRACT_ID = "sb_<<org>><<n>>"
CLIENT_ID = "<<uidh>>"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
    r = requests.post(
        f"https://id.smaregi.jp/app/{CONTRACT_ID}/token",
        headers={"Authorization": "Basic " + basic},
        data={"grant_type": "client_credentials", "scope": "pos.transactions:read"},
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "hex:32",
    extra=lambda rng, s: {"uidh": str(s["uid"]).replace("-", "")},
)

F.reg(
    "sakagura_japanese_email_pasuwado_oroshi_portal",
    ("mail/<<login>>/送信済み/<<nn>>.eml", "export/mail/oroshi-<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: 酒類卸 受発注システムのログイン情報
Date: <<dmy>> <<time>> +0900
Content-Type: text/plain; charset=utf-8

<<ln2>>様

いつもお世話になっております。
新酒（純米吟醸 生原酒）の受注が始まりましたので、発注システムのログイン情報をお送りします。

ログインID：<<org>><<n>>
パスワード：<<cred>>

よろしくお願いいたします。
<<ln>> <<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "sakagura_koji_room_switchbot_api_token_node",
    ("koji-room/index.js", "iot/<<org>>-koji-<<n>>/index.js"),
    """// 麹室の温湿度（SwitchBot 温湿度計）を5分ごとに記録
const crypto = require('crypto');
const token = '<<cred>>';
const secret = process.env.SWITCHBOT_SECRET;
const t = Date.now();
const nonce = crypto.randomUUID();
const sign = crypto.createHmac('sha256', secret).update(token + t + nonce).digest('base64');
fetch('https://api.switch-bot.com/v1.1/devices/<<dev>>/status', {
  headers: { Authorization: token, sign, t: String(t), nonce },
}).then((r) => r.json()).then(console.log);
""",
    "hex:96",
    syntax="",
    extra=lambda rng, s: {"dev": str(s["uid"])[:12].replace("-", "").upper()},
)

F.reg(
    "sakagura_flat_ods_torihikisaki_logins",
    ("共有/取引先アカウント_<<yyyy>>.fods", "nas/<<org>>/accounts-<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="取引先">
    <table:table-row><table:table-cell office:value-type="string"><text:p>取引先</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>ID</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>パスワード</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>国税庁 酒類事業者ポータル</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<login>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_a",
    syntax="xml",
)

F.reg(
    "sakagura_nas_crontab_rsync_password_env",
    ("var/spool/cron/crontabs/root", "etc/cron.d/<<org>>-backup-<<n>>"),
    """# 醸造記録（Excel・PDF）を毎晩 NAS へ
MAILTO=<<email>>
30 2 * * * RSYNC_PASSWORD=<<cred>> rsync -a /srv/jozo/ rsync://backup@<<ip>>/jozo/ >> /var/log/jozo-rsync.log 2>&1
0 3 * * 0 find /srv/jozo/tmp -mtime +14 -delete
""",
    "pw_bare",
    syntax="",
)
