# ruff: noqa: E501
"""Family p: a cemetery office in Kyoto (Japan; Japanese)."""

from __future__ import annotations

from seventyseventh_spec import FAM_P, after, dec_b64, either, enc_b64

FAM_P.reg(
    "reien_filezilla_sitemanager_base64_pass",
    ("AppData/Roaming/FileZilla/sitemanager.xml", "backup/<<org>>/filezilla_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>>_web</User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <Name>霊園ホームページ</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    either("pw_xml", "human"),
    encode=enc_b64,
    decode=lambda t: dec_b64(after(t, '<Pass encoding="base64">', "<")),
)

FAM_P.reg(
    "reien_japanese_line_chat_txt_pasuwado",
    ("LINE/[LINE] <<fa2>>とのトーク.txt", "スマホ/<<fa>>/line_<<date>>.txt"),
    """[LINE] <<full2>>とのトーク履歴
保存日時：<<date>> <<hm>>

<<date>>(土)
<<hm>>\t<<full2>>\tお彼岸の受付用パソコンのパスワードを教えてください
<<hm2>>\t<<full>>\tパスワードは <<cred>> です
<<hm2>>\t<<full>>\t他の方には教えないでくださいね
<<hm2>>\t<<full2>>\t承知しました🙇
""",
    "human",
    syntax="",
)

FAM_P.reg(
    "reien_kintone_api_token_js_customize",
    ("kintone/customize/bochi_daicho.js", "js/<<org>>_kintone_<<n>>.js"),
    """(() => {
  'use strict';
  // 墓地台帳アプリ → 年間管理料アプリへ転記
  const API_TOKEN = '<<cred>>';
  kintone.events.on('app.record.create.submit.success', async (event) => {
    await fetch(`https://<<org>>.cybozu.com/k/v1/record.json`, {
      method: 'POST',
      headers: { 'X-Cybozu-API-Token': API_TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ app: <<n>>, record: { 区画番号: { value: event.record.区画番号.value } } }),
    });
    return event;
  });
})();
""",
    "p:kintone",
    syntax="",
)

FAM_P.reg(
    "reien_payjp_kanrihi_ruby_secret",
    ("app/services/kanrihi_charge.rb", "lib/<<org>>/payjp_<<n>>.rb"),
    """# 年間管理料のクレジットカード決済 (PAY.JP)
require "payjp"

Payjp.api_key = "<<cred>>"

def charge_kanrihi(customer_id, yen)
  Payjp::Charge.create(amount: yen, currency: "jpy", customer: customer_id, description: "年間管理料 <<year>>")
end
""",
    "p:payjp",
    syntax="",
)

FAM_P.reg(
    "reien_chatwork_token_crontab_curl",
    ("crontab/<<user>>.cron", "etc/cron.d/<<org>>-chatwork"),
    """# 毎朝 法要予約の一覧を Chatwork に投稿
30 7 * * * curl -s -X POST -H "X-ChatWorkToken: <<cred>>" -d "body=$(/home/<<user>>/bin/houyou_today.sh)" https://api.chatwork.com/v2/rooms/<<n4>><<n4>>/messages
""",
    "p:chatwork",
    syntax="",
)

FAM_P.reg(
    "reien_japanese_email_pasuwado_sekizaiten",
    ("mail/送信済み/<<date>>_<<n>>.eml", "thunderbird/<<fa>>/Sent/<<n4>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: 区画図面共有フォルダのご案内
Date: <<date>> <<hm>> +0900
Content-Type: text/plain; charset=UTF-8

<<full2>> 様

いつもお世話になっております。<<orgc>> 管理事務所の<<ll>>です。
墓石工事用の区画図面を共有フォルダに置きました。

URL: https://<<org>>.box.com/s/<<hex12>>
パスワード: <<cred>>

よろしくお願いいたします。
""",
    "human",
)

FAM_P.reg(
    "reien_mfp_scan_to_folder_address_book_csv",
    ("複合機/addressbook_<<date>>.csv", "mfp/<<org>>_addr_<<n>>.csv"),
    """# Format Version:5.0.0.0
Index,Name,Displayname,FolderProtocol,FolderPath,FolderUser,FolderPassword
1,受付PC,受付,SMB,\\\\<<lan>>\\scan,<<user>>,<<cred>>
2,事務長,事務長,SMB,\\\\<<ip>>\\scan,jimucho,
""",
    either("human", "pw"),
    syntax="",
)

FAM_P.reg(
    "reien_grave_register_odbc_ini_pwd",
    ("etc/odbc.ini", "config/<<org>>/odbc_<<n>>.ini"),
    """[ReienDaicho]
Description = 墓地台帳 (PostgreSQL)
Driver = PostgreSQL Unicode
Servername = <<ip>>
Port = 5432
Database = daicho
UserName = jimusho
Password = <<cred>>
""",
    "pw",
)
