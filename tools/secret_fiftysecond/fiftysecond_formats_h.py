# ruff: noqa: E501
"""Family h: a Japanese university library and its institutional repository (DSpace, Koha,
OJS, EZproxy), Japanese."""

from __future__ import annotations

import json

from fiftysecond_spec import Fam, ipynb

F = Fam(
    "toshokan_kikan_repository",
    (("shiorilib", "栞大学附属図書館"), ("hoshizora", "星空大学 学術情報センター")),
    "ac.jp",
    ("陽菜", "翔太", "結衣", "大輝", "美咲", "健太", "さくら", "拓也"),
    ("佐藤", "鈴木", "高橋", "田中", "渡辺", "伊藤", "山本", "中村"),
    ("sakura", "shiori", "hoshi", "toshokan", "fuji", "momiji", "tsuki", "kitsune", "hon", "yuki"),
    ("仙台", "金沢", "つくば", "京都"),
    ("hina", "shota", "yui", "daiki", "misaki", "kenta", "sakura", "takuya"),
    ("sato", "suzuki", "takahashi", "tanaka", "watanabe", "ito", "yamamoto", "nakamura"),
    "+81",
)

F.reg(
    "toshokan_dspace_local_cfg_db_password",
    ("dspace/config/local.cfg", "opt/dspace-<<n>>/config/local.cfg"),
    """# 機関リポジトリ (DSpace 7) ローカル設定
dspace.dir = /dspace
dspace.server.url = https://repository.<<dom>>/server
dspace.ui.url = https://repository.<<dom>>
dspace.name = <<orgname>> 学術機関リポジトリ

db.url = jdbc:postgresql://<<host>>:5432/dspace
db.driver = org.postgresql.Driver
db.dialect = org.hibernate.dialect.PostgreSQL94Dialect
db.username = dspace
db.password = <<cred>>
db.schema = public

mail.server = smtp.<<dom>>
mail.from.address = repository@<<dom>>
solr.server = http://localhost:8983/solr
""",
    "pw",
)

F.reg(
    "toshokan_koha_conf_xml_mysql_pass",
    ("etc/koha/sites/shiori/koha-conf.xml", "etc/koha/sites/lib<<n>>/koha-conf.xml"),
    """<yazgfs>
<listen id="biblioserver">unix:/var/run/koha/lib<<n>>/bibliosocket</listen>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_lib<<n>></database>
 <hostname><<host>></hostname>
 <port>3306</port>
 <user>koha_lib<<n>></user>
 <pass><<cred>></pass>
 <tls>no</tls>
 <zebra_bib_index_mode>dom</zebra_bib_index_mode>
 <useldapserver>0</useldapserver>
 <timezone>Asia/Tokyo</timezone>
 <lockdir>/var/lock/koha/lib<<n>></lockdir>
</config>
</yazgfs>
""",
    "pw_xml",
)

F.reg(
    "toshokan_ojs_config_inc_php_ini_database",
    ("var/www/ojs/config.inc.php", "srv/kiyou-<<n>>/ojs/config.inc.php"),
    """; <?php exit(); // DO NOT DELETE ?>
; DO NOT DELETE THE ABOVE LINE!!!
; 紀要オンラインジャーナル (OJS 3.4) 設定

[general]
installed = On
base_url = "https://journal.<<dom>>"
time_zone = "Asia/Tokyo"

[database]
driver = mysqli
host = <<host>>
username = ojs
password = <<cred>>
name = ojs_kiyou
persistent = Off

[email]
smtp = On
smtp_server = smtp.<<dom>>
smtp_port = 587
""",
    "pw",
    syntax="ini",
)


def _slack(s) -> str:
    msgs = [
        {
            "type": "message",
            "user": "U0" + s["hexid"][:8].upper(),
            "text": "ILL依頼システムの管理者パスワードって誰か知っていますか？",
            "ts": f"1760{s['n6']}.000100",
        },
        {
            "type": "message",
            "user": "U0" + s["hexid"][4:12].upper(),
            "text": f"<@U0{s['hexid'][2:10].upper()}> 管理者ID は ill-admin、パスワードは {s['cred']} です。共有フォルダには置かないでください🙏",
            "ts": f"1760{s['n6']}.000200",
        },
        {
            "type": "message",
            "user": "U0" + s["hexid"][:8].upper(),
            "text": "ありがとうございます！ログインできました。",
            "ts": f"1760{s['n6']}.000300",
        },
    ]
    return json.dumps(msgs, indent=4, ensure_ascii=False) + "\n"


F.reg(
    "toshokan_slack_export_json_pasuwado_ill_admin",
    (
        "slack_export/toshokan-system/<<date>>.json",
        "Downloads/<<org>> Slack export/ill-kanri/<<date>>.json",
    ),
    _slack,
    "human",
)

F.reg(
    "toshokan_mail_kyoyou_account_pasuwado_opac",
    ("Thunderbird/Mail/Local Folders/Inbox.sbd/<<n>>.eml", "mail/opac_kanri_<<n6>>.eml"),
    """From: <<email>>
To: toshokan-system@<<dom>>
Subject: 【共有】OPAC管理画面の新しいアカウント
Date: <<date>> <<hm>>:08 +0900
Content-Type: text/plain; charset=UTF-8

システム担当各位

OPAC管理画面の共用アカウントを作り直しました。
URL：https://opac.<<dom>>/admin
ID：opac-staff<<n>>
パスワード：<<cred>>

年度末にまた変更します。外部委託業者には別アカウントを発行済みです。

<<last>> <<first>>（学術情報課）
""",
    "pw",
)

F.reg(
    "toshokan_ezproxy_user_txt_admin_line",
    ("usr/local/ezproxy/user.txt", "opt/ezproxy/user_<<n>>.txt"),
    """# EZproxy user.txt
# 学外アクセス：通常は Shibboleth 認証、以下は緊急用ローカルアカウント
::Shibboleth
IdP20 https://idp.<<dom>>/idp/shibboleth
/Shibboleth
libadmin:<<cred>>:Admin
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "toshokan_oaipmh_harvester_yaml_basic_auth",
    ("harvester/config/sources.yml", "opt/jairo-harvest/sources_<<n>>.yml"),
    """# 学内 OAI-PMH ハーベスト設定（紀要・博士論文）
sources:
  - name: kiyou
    endpoint: https://journal.<<dom>>/index.php/kiyou/oai
    metadata_prefix: jpcoar_2.0
    schedule: "0 2 * * *"
  - name: thesis-staging
    endpoint: https://staging.repository.<<dom>>/server/oai/request
    metadata_prefix: junii2
    auth:
      type: basic
      username: harvest
      password: '<<cred>>'
output_dir: /data/harvest/<<year>>
""",
    "pw_sq",
)


def _nb(s) -> str:
    return ipynb(
        [
            (
                "md",
                "# 被引用数の集計（Scopus API）\n所属機関の論文 <<year>> 年分".replace(
                    "<<year>>", str(s["year"])
                ),
                None,
            ),
            (
                "code",
                f'import requests, pandas as pd\nAPIKEY = "{s["cred"]}"\nINSTTOKEN = None\nheaders = {{"X-ELS-APIKey": APIKEY, "Accept": "application/json"}}',
                None,
            ),
            (
                "code",
                'r = requests.get("https://api.elsevier.com/content/search/scopus", headers=headers, params={"query": "AF-ID(60'
                + str(s["n6"])
                + ')", "count": 25})\nprint(r.status_code, r.json()["search-results"]["opensearch:totalResults"])',
                f"200 {s['n4']}\n",
            ),
        ]
    )


F.reg(
    "toshokan_ipynb_scopus_elsevier_apikey_citation",
    ("notebooks/scopus_hiinyou_<<year>>.ipynb", "home/<<user>>/bibliometrics/scopus_<<n>>.ipynb"),
    _nb,
    "hex:32",
)
