# ruff: noqa: E501
"""Family o: a kumis (fermented mare's milk) farm on the Kazakh steppe (Kazakh, Russian)."""

from __future__ import annotations

import base64
import json

from thirtyeighth_spec import human, reg

FAM = "kumis_mare_steppe_kazakh"
ORGS = ("saumal-kumis",)
W = ("kumis", "saumal", "biye", "dala", "zhailau", "kymyz", "tulpar", "almaty", "shymkent",
     "aul", "baursak", "dombra", "aizhan", "nurlan", "aruzhan", "erlan", "altyn", "zhuldyz",
     "kozy", "tengri")  # fmt: skip


def _dec_docker(text: str) -> str:
    auths = json.loads(text)["auths"]
    return base64.b64decode(next(iter(auths.values()))["auth"]).decode()


def _docker(rng, s):
    return {"cred": f"ci-{s['org']}:{s['cred']}"}


reg(
    FAM,
    "kumis_dairy_app_docker_config_json_auth_base64",
    (
        "home/<<user>>/.docker/config.json",
        "root/.docker/config.json",
        "ci-runner<<n>>/.docker/config.json",
    ),
    """{
  "auths": {
    "cr.yandex": {
      "auth": "<<enc>>"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
""",
    "pw_json",
    extra=_docker,
    decode=_dec_docker,
    encode=lambda s: base64.b64encode(s.encode()).decode(),
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_telegram_kazakh_qupiya_soz",
    ("Telegram/Ферма чат <<n>>.txt", "telegram_export/Сауыншылар <<date>>.txt"),
    """Сауын фермасы — жалпы чат
[<<dmy>> <<time>>] Айжан: Нұрлан аға, Kaspi дүкенінің құпия сөзі қандай? Қымыз тапсырыстары келді
[<<dmy>> <<time>>] Нұрлан: қазір
[<<dmy>> <<time2>>] Нұрлан: құпия сөз: <<cred>>
[<<dmy>> <<time2>>] Айжан: рахмет! 🐎
[<<dmy>> <<time2>>] Ерлан: бүгін биелер жайлауда, сауын сағат 6-да
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_farm_site_bitrix_dbconn_php",
    (
        "bitrix/php_interface/dbconn.php",
        "www/<<org>>/bitrix/php_interface/dbconn.php",
        "site<<n>>/bitrix/php_interface/dbconn.php",
    ),
    """<?
define("SHORT_INSTALL_CHECK", true);
define("DBPersistent", false);
$DBType = "mysql";
$DBHost = "localhost";
$DBLogin = "kumis_site";
$DBPassword = "<<cred>>";
$DBName = "kumis_site";
$DBDebug = false;
$DBDebugToFile = false;

define("BX_UTF", true);
define("BX_FILE_PERMISSIONS", 0644);
define("BX_DIR_PERMISSIONS", 0755);
@umask(~(BX_FILE_PERMISSIONS|BX_DIR_PERMISSIONS)&0777);
?>
""",
    "pw_dq",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_marketplace_orders_go_bearer_const",
    ("cmd/orders/main.go", "kaspi-sync-<<n>>/main.go"),
    """package main

import (
	"fmt"
	"io"
	"net/http"
)

// Kaspi магазинінен қымыз және шұбат тапсырыстарын алу
const kaspiToken = "<<cred>>"

func main() {
	req, _ := http.NewRequest("GET", "https://kaspi.kz/shop/api/v2/orders?page[size]=20", nil)
	req.Header.Set("X-Auth-Token", kaspiToken)
	req.Header.Set("Content-Type", "application/vnd.api+json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	fmt.Println(string(b))
}
""",
    "b64:32",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_russian_email_parol_veterinar",
    ("почта/Доступ к системе <<n>>.eml", "mail/inbox/<<date>>-vet.eml"),
    """From: Эрлан Сейткали <erlan@<<dom>>>
To: <<email>>
Subject: Доступ к системе учёта кобыл (ветконтроль)
Date: <<date>> <<time>>:00 +0500
Content-Type: text/plain; charset=utf-8

Добрый день, <<firstc>>!

Для внесения результатов ветосмотра кобыл используйте:
логин: vet_<<n>>
пароль: <<cred>>

Пожалуйста, смените пароль после первого входа. Кумыс партии <<nn>> отгружаем в пятницу.

С уважением,
Эрлан
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_milk_lab_vba_module_connection_string",
    ("Excel/Анализ молока.xlsm.bas", "vba/Module<<n>>.bas"),
    """Attribute VB_Name = "ModuleAnaliz"
' кислотность и жирность кумыса по партиям
Sub LoadBatches()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={MySQL ODBC 8.0 Unicode Driver};Server=<<ip>>;Database=lab;Uid=lab;Pwd=<<cred>>;"
    Set rs = cn.Execute("SELECT batch, acidity, fat FROM kumis_batches ORDER BY batch DESC")
    Sheets("Партии").Range("A2").CopyFromRecordset rs
    rs.Close
    cn.Close
End Sub
""",
    "pw",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_herd_health_julia_libpq_connection",
    ("analysis/herd.jl", "julia/biye_<<n>>.jl"),
    """using LibPQ, DataFrames

# сауын биелерінің денсаулық көрсеткіштері
conn = LibPQ.Connection("host=<<host>> dbname=herd user=analyst password=<<cred>>")
df = DataFrame(execute(conn, "SELECT mare_id, milk_l, temp_c FROM daily WHERE day > now() - interval '30 days'"))
println(combine(groupby(df, :mare_id), :milk_l => sum))
close(conn)
""",
    "pw_bare",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "kumis_cloud_cli_yc_oauth_token_history",
    ("home/<<user>>/.bash_history", "home/erlan/.bash_history", "root/.bash_history"),
    """curl -sSL https://storage.yandexcloud.net/yandexcloud-yc/install.sh | bash
source ~/.bashrc
yc config profile create kumis
yc config set token <<cred>>
yc config set folder-id b1g<<id>>
yc compute instance list
""",
    "p:yandex",
    syntax="",
    orgs=ORGS,
)
