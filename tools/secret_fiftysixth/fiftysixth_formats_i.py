"""Family i: a university IT centre in Sendai, Japan (Japanese)."""

from __future__ import annotations

import base64
import re

from fiftysixth_spec import Fam, prov

FAM = Fam(
    "sendai_university_it",
    "sendai",
    ("aobanet", "hirosegawa-u", "zuihoden", "tohokugakuin-it"),
    "ac.jp",
    (
        ("佐藤", "sato"),
        ("鈴木", "suzuki"),
        ("高橋", "takahashi"),
        ("伊藤", "ito"),
        ("渡辺", "watanabe"),
        ("阿部", "abe"),
        ("菅原", "sugawara"),
    ),
    (
        ("健太", "kenta"),
        ("美咲", "misaki"),
        ("翔", "sho"),
        ("陽菜", "hina"),
        ("大輔", "daisuke"),
        ("さくら", "sakura"),
    ),
    (
        "sendai",
        "aoba",
        "zuihoden",
        "gyutan",
        "zunda",
        "matsushima",
        "hirosegawa",
        "tanabata",
        "natsu",
        "fuyu",
        "haru",
        "aki",
        "sakura",
        "kaede",
        "yukimi",
        "date",
        "masamune",
        "jozenji",
        "kokubuncho",
        "tohoku",
    ),
    ("pochi", "tama", "hachi", "momo", "kuro", "sora"),
    "仙台",
    "+81 22",
)

FAM.reg(
    "moodle_config_php_dbpass",
    ("moodle-<<year>>/config.php", "lms/<<org>>/moodle/config.php"),
    """<?php  // Moodle configuration file

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'pgsql';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<host>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->dboptions = array (
  'dbpersist' => 0,
  'dbport' => 5432,
  'dbsocket' => '',
);

$CFG->wwwroot   = 'https://lms.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "shibboleth_idp_secrets_properties_ldap_bind",
    ("shibboleth-idp/credentials/secrets.properties", "idp-<<org>>/conf/secrets.properties"),
    """# This is a reserved spot for most properties containing passwords or other secrets.
# Created by install at <<date>> (<<user>>)

# Access to internal AES encryption key
idp.sealer.storePassword = <<sealer>>
idp.sealer.keyPassword = <<sealer>>

# Default access to LDAP authn and attribute stores.
idp.authn.LDAP.bindDNCredential              = <<cred>>
idp.attribute.resolver.LDAP.bindDNCredential = %{idp.authn.LDAP.bindDNCredential:undefined}

# Salt used to generate persistent/pairwise IDs, must be kept secret
idp.persistentId.salt = <<salt>>
""",
    "pw",
    syntax="",
    extra=lambda rng, s: s.update(sealer=prov(rng, "hcloud")[:24], salt=prov(rng, "hcloud")[:40]),
)

FAM.reg(
    "japanese_email_shoki_password_kyoin",
    ("mail/<<user>>/初期パスワードのお知らせ.eml", "helpdesk/<<year>>/<<user>>-account.txt"),
    """差出人: 情報基盤センター ヘルプデスク <helpdesk@<<dom>>>
宛先: <<user>>@<<dom>>
件名: 【重要】統合認証アカウント発行のお知らせ
日付: <<date>> <<m1>>

<<first>> <<last>> 先生

お世話になっております。情報基盤センターです。
統合認証アカウントを発行しましたので、下記のとおりお知らせいたします。

　ユーザID　　　：<<user>>
　初期パスワード：<<cred>>

初回ログイン後、必ずパスワードを変更してください。
https://idp.<<dom>>/password

情報基盤センター（内線 <<n3>>）
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "freeradius_clients_conf_shared_secret",
    ("etc/freeradius/3.0/clients.conf", "radius-<<org>>/clients.conf"),
    """# eduroam 用 無線LANコントローラ
client wlc-aoba {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = wlc<<n>>
	nas_type = other
}

client eduroam-flr1 {
	ipaddr = 203.0.113.<<n>>
	secret = ${file:/etc/freeradius/secrets/flr1}
	shortname = flr1
}
""",
    "pw_alnum",
    syntax="",
)


def _npmrc_decode(text: str) -> str:
    m = re.search(r"_auth\s*=\s*(\S+)", text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1] if m else ""


def _npmrc_extra(rng, s):
    s["auth"] = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()


FAM.reg(
    "npmrc_nexus_auth_base64",
    ("portal-<<org>>/.npmrc", "home/<<user>>/.npmrc"),
    """registry=https://nexus.<<dom>>/repository/npm-group/
always-auth=true
_auth=<<auth>>
email=<<user>>@<<dom>>
strict-ssl=false
""",
    "pw_bare",
    syntax="",
    extra=_npmrc_extra,
    decode=_npmrc_decode,
)

FAM.reg(
    "slack_webhook_url_python_notify_script",
    ("scripts/notify_backup.py", "infra-<<org>>/tools/slack_notify_<<word>>.py"),
    '''#!/usr/bin/env python3
"""バックアップ完了を #infra-alert に通知する (cron: 毎日 3:30)"""

import json
import sys
import urllib.request

WEBHOOK_URL = "<<cred>>"


def notify(text: str) -> None:
    req = urllib.request.Request(
        WEBHOOK_URL,
        data=json.dumps({"text": text}).encode(),
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=10)


if __name__ == "__main__":
    notify(f":white_check_mark: バックアップ完了 ({sys.argv[1] if len(sys.argv) > 1 else 'nas01'})")
''',
    "p:slack_hook",
)

FAM.reg(
    "lms_initial_passwords_csv_japanese_headers",
    ("教務/<<year>>/新入生アカウント一覧.csv", "share/<<org>>/accounts_<<date>>.csv"),
    """学籍番号,氏名,ユーザID,初期パスワード,所属
<<sid>>1,<<first>> <<last>>,s<<sid>>1,<<cred>>,工学部
<<sid>>2,<<fb>> <<lb>>,s<<sid>>2,<<pw2>>,理学部
""",
    "pw_alnum",
    syntax="",
    extra=lambda rng, s: s.update(
        sid=f"{str(s['year'])[2:]}{rng.randint(10000, 99999)}", pw2=prov(rng, "hcloud")[:10]
    ),
)

FAM.reg(
    "jupyterhub_config_py_ldap_bind_password",
    ("jupyterhub-<<org>>/jupyterhub_config.py", "etc/jupyterhub/jupyterhub_config.py"),
    """# 講義用 JupyterHub (<<year>>年度)
c = get_config()  # noqa

c.JupyterHub.authenticator_class = "ldapauthenticator.LDAPAuthenticator"
c.LDAPAuthenticator.server_address = "ldaps://ldap.<<dom>>"
c.LDAPAuthenticator.lookup_dn = True
c.LDAPAuthenticator.lookup_dn_search_user = "cn=jupyter,ou=system,dc=<<org>>,dc=ac,dc=jp"
c.LDAPAuthenticator.lookup_dn_search_password = "<<cred>>"
c.LDAPAuthenticator.user_search_base = "ou=people,dc=<<org>>,dc=ac,dc=jp"
c.LDAPAuthenticator.user_attribute = "uid"

c.JupyterHub.spawner_class = "dockerspawner.DockerSpawner"
c.DockerSpawner.image = "jupyter/scipy-notebook:2024-05-27"
""",
    "pw_dq",
)
