# ruff: noqa: E501
"""Family d: a condominium caretaker (マンション管理人) in Osaka, Japan, Japanese."""

from __future__ import annotations

from hundredtenth_spec import Fam, Slots, draw, rsa_pem

FAM = Fam(
    name="kanrinin_mansion_osaka_jyuchu",
    key="kanrinin",
    orgs=("sakurakanri", "naniwaresidence", "yodogawakanri", "tenmabashiso"),
    tld="co.jp",
    first=(
        ("健太", "kenta"),
        ("由美子", "yumiko"),
        ("大輔", "daisuke"),
        ("恵", "megumi"),
        ("翔太", "shota"),
        ("智子", "tomoko"),
        ("誠", "makoto"),
    ),
    last=(
        ("田中", "tanaka"),
        ("山本", "yamamoto"),
        ("中村", "nakamura"),
        ("小林", "kobayashi"),
        ("松本", "matsumoto"),
        ("井上", "inoue"),
    ),
    words=(
        "sakura",
        "takoyaki",
        "tsutenkaku",
        "hanshin",
        "tora",
        "osaka",
        "kanri",
        "yodogawa",
        "momiji",
        "fuji",
        "shiba",
        "natsu",
        "umeda",
        "namba",
        "okonomi",
    ),
    pets=("Pochi", "Tama", "Kuro", "Hachi", "Momo", "Chibi"),
    cc="+816",
    places=("天満橋", "本町", "梅田", "難波", "天王寺", "京橋"),
)


def line_talk(s: Slots) -> str:
    return f"""[LINE] 管理組合理事会のトーク履歴
保存日時：{s["y"]}/{s["mo"]}/{s["d"]} {s["hh"]}:{s["mi"]}

{s["y"]}/{s["mo"]}/{s["d"]}(火)
{s["hh"]}:02\t{s["ln"]}{s["fn"]}\t集会室のWi-Fiがつながらないです
{s["hh"]}:05\t管理人 {s["ln2"]}\tルーターを再起動しました。SSIDは {s["org"]}-shukaishitsu です
{s["hh"]}:05\t管理人 {s["ln2"]}\tパスワード {s["cred"]}
{s["hh"]}:09\t{s["ln"]}{s["fn"]}\tつながりました！ありがとうございます
{s["hh"]}:10\t{s["ln"]}{s["fn"]}\t[スタンプ]
"""


FAM.reg(
    "line_talk_rijikai_pasuwado_wifi",
    ("LINE/[LINE] 管理組合理事会_<<y>><<mo>><<d>>.txt", "Documents/<<fa>>/line_<<date>>.txt"),
    line_talk,
    cred="human",
    syntax="",
)

FAM.reg(
    "kintone_api_token_shuzen_node",
    ("<<org>>/kintone/sync_shuzen.js", "scripts-<<fa>>/kintone_kyojusha.mjs"),
    """// 修繕依頼アプリ → 管理人日報アプリへコピー (kintone REST API)
import { KintoneRestAPIClient } from "@kintone/rest-api-client";

const client = new KintoneRestAPIClient({
  baseUrl: "https://<<org>>.cybozu.com",
  auth: { apiToken: "<<cred>>" },
});

const { records } = await client.record.getRecords({ app: <<n>>, query: 'ステータス in ("未対応")' });
for (const r of records) {
  console.log(r.部屋番号.value, r.内容.value);
}
""",
    cred="alnum:40",
    syntax="",
)

FAM.reg(
    "switchbot_lock_token_python",
    ("<<org>>/switchbot/entrance.py", "home/<<fa>>/bin/switchbot_<<n>>.py"),
    '''"""共用エントランスの SwitchBot ロック状態を確認する (API v1.1)。"""

import base64
import hashlib
import hmac
import time
import uuid

import requests

TOKEN = "<<cred>>"
SECRET = "<<sec>>"


def headers() -> dict:
    t = str(int(time.time() * 1000))
    nonce = str(uuid.uuid4())
    sign = base64.b64encode(hmac.new(SECRET.encode(), (TOKEN + t + nonce).encode(), hashlib.sha256).digest())
    return {"Authorization": TOKEN, "sign": sign.decode(), "t": t, "nonce": nonce}


print(requests.get("https://api.switch-bot.com/v1.1/devices", headers=headers(), timeout=10).json())
''',
    cred="hex:96",
    extra=lambda rng, s: {"sec": draw(rng, FAM, "hex:32")},
)

FAM.reg(
    "lineworks_bot_private_key_bare_pem",
    (
        "<<org>>/lineworks/private_<<y>><<mo>><<d>><<hh>><<mi>>.key",
        "Downloads/private_<<y>><<mo>><<d>><<ss>><<n>>.key",
    ),
    "<<cred>>\n",
    cred=lambda rng, fam: rsa_pem(rng, pkcs8=True),
    syntax="",
)

FAM.reg(
    "kanri_nippo_hikitsugi_memo_pc",
    ("管理人室/引継ぎメモ_<<y>><<mo>>.txt", "Desktop/<<fa>>/引継ぎ_<<date>>.txt"),
    """管理人 引継ぎメモ（<<y>>年<<mo>>月<<d>>日）

・ゴミ出し：可燃は月木、資源ごみは第2・第4水曜
・エレベーター定期点検：<<mo>>/<<n>> 10:00〜（三菱電機ビルソリューションズ）
・管理人室パソコン
　　ユーザー名：kanri
　　パスワード：<<cred>>
・オートロック（アイホン）管理画面はパソコンのお気に入りから
・宅配ボックス（フルタイムシステム）故障時 → 0120-xxx 連絡
・理事長：<<ln>> <<fn>> 様（<<unit>>号室）
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "freee_kaikei_oauth_client_yaml",
    ("<<org>>/freee/config.yml", "kumiai-<<fa>>/freee_<<y>>.yaml"),
    """# 管理組合会計 (freee会計 API) - 修繕積立金の仕訳取込
freee:
  client_id: '<<cid>>'
  client_secret: '<<cred>>'
  company_id: <<n>>0<<n>>
  redirect_uri: urn:ietf:wg:oauth:2.0:oob
import:
  bank_csv: /home/<<fa>>/ダウンロード/ゆうちょ_<<y>><<mo>>.csv
  account_item: 修繕積立金
""",
    cred="b64u:32",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "hex:43")},
)

FAM.reg(
    "bouhan_recorder_net_use_bat",
    ("管理人室/録画バックアップ.bat", "<<org>>/scripts/camera_backup_<<n>>.bat"),
    """@echo off
rem 防犯カメラ レコーダー (i-PRO) の録画を NAS にコピー
net use R: \\\\<<lan>>\\record /user:admin <<cred>> /persistent:no
robocopy R:\\<<y>><<mo>> \\\\<<ip>>\\kanri\\camera\\<<y>><<mo>> /E /R:2 /W:5 /LOG+:C:\\kanri\\camera_copy.log
net use R: /delete
""",
    cred="human_bare",
    syntax="",
)


def shared_strings(s: Slots) -> str:
    vals = [
        "号室",
        "氏名",
        "Wi-Fi SSID",
        "Wi-Fiパスワード",
        str(s["unit"]),
        f"{s['ln']} {s['fn']}",
        f"{s['org']}-{s['unit']}",
        str(s["cred"]),
        "集会室",
        "-",
        f"{s['org']}-shukai",
        str(s["other"]),
    ]
    items = "".join(f"<si><t>{v}</t></si>" for v in vals)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(vals)}" uniqueCount="{len(vals)}">{items}</sst>\n'


FAM.reg(
    "kyojusha_wifi_xlsx_sharedstrings",
    ("居住者名簿_<<y>>/xl/sharedStrings.xml", "<<org>>_wifi_<<mo>>/xl/sharedStrings.xml"),
    shared_strings,
    cred="human_xml",
    extra=lambda rng, s: {"other": draw(rng, FAM, "human_xml")},
)
