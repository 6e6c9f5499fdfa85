"""Family a: a savings-and-credit cooperative and municipal savings bank in Arequipa (Peru),
Spanish with some Quechua."""

# ruff: noqa: E501

from fiftyfourth_spec import AREQUIPA as F
from fiftyfourth_spec import dec_url_between, enc_url

F.reg(
    "arequipa_sunat_facturador_see_clave_sol_ini",
    ("contabilidad/<<org>>/sunat/facturador_<<num>>.ini", "C:/SFS_v2/<<org>>/config_<<year>>.ini"),
    """; Facturador SEE-SUNAT / envío de comprobantes - <<org_cap>> (<<city>>)
; actualizado por <<fname>> <<date>>
[EMISOR]
RUC = 20<<big>>1
RAZON_SOCIAL = <<org_cap>> COOPERATIVA DE AHORRO Y CREDITO LTDA
UBIGEO = 040101

[SOL]
USUARIO_SOL = <<login>>
CLAVE_SOL = <<cred>>
ENDPOINT = https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService

[CERTIFICADO]
RUTA = C:/SFS_v2/cert/<<org>>.pfx
""",
    cred="pw",
)

F.reg(
    "arequipa_spanish_whatsapp_clave_core_bancario",
    ("chats/WhatsApp Chat con <<first>> <<last>>.txt", "agencia_<<num>>/whatsapp_<<date>>.txt"),
    """<<dmy_slash>> <<time>> - <<first>> <<last>>: buenos días, no puedo entrar al core de la agencia <<num2>>
<<dmy_slash>> <<time>> - <<first2>>: ya te reseteé el usuario, es <<login>> y la clave provisional es <<cred>>
<<dmy_slash>> <<time2>> - <<first2>>: cámbiala apenas entres, el sistema te la va a pedir igual
<<dmy_slash>> <<time2>> - <<first>> <<last>>: ya entré, sulpayki 🙏
""",
    cred="human",
)

F.reg(
    "arequipa_quechua_sms_reply_only_value",
    ("respaldo_sms/<<fname>>_<<year>>.txt", "sms/agente_<<num>>.txt"),
    """SMS <<dmy_slash>> <<time>>  De: <<phone>>
Mama <<first>>, imataq clave kachkan agente corresponsal nisqapaq? POS mana kichakunchu

SMS <<dmy_slash>> <<time2>>  Para: <<phone>>
<<cred>>

SMS <<dmy_slash>> <<time2>>  De: <<phone>>
Sulpayki, kunanqa kichakunña
""",
    cred="human_x",
)

F.reg(
    "arequipa_niubiz_security_api_python_requests",
    ("integraciones/niubiz/token_<<org>>.py", "pagos/niubiz_<<num>>.py"),
    '''"""Obtiene el token de seguridad de Niubiz para el botón de pago de <<org_cap>>."""

import requests

NIUBIZ_URL = "https://apiprod.vnforapps.com/api.security/v1/security"
NIUBIZ_USUARIO = "integraciones@<<dom>>"
NIUBIZ_CLAVE = "<<cred>>"
MERCHANT_ID = "<<big>>"


def token_seguridad() -> str:
    r = requests.get(NIUBIZ_URL, auth=(NIUBIZ_USUARIO, NIUBIZ_CLAVE), timeout=20)
    r.raise_for_status()
    return r.text


if __name__ == "__main__":
    print(token_seguridad())
''',
    cred="pw_dq",
)

F.reg(
    "arequipa_extracto_bancario_vba_ace_oledb_password",
    ("macros/ImportarExtracto_<<org>>.bas", "tesoreria/<<year>>/modImportar<<num>>.bas"),
    """Attribute VB_Name = "modImportarExtracto"
' Importa el extracto del BCP / Caja Arequipa (CSV) a la base de conciliaciones
Option Explicit

Public Sub ImportarExtracto()
    Dim cn As Object, rs As Object
    Dim ruta As String
    ruta = ThisWorkbook.Path & "\\conciliacion_<<year>>.accdb"
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=" & ruta & ";Jet OLEDB:Database Password=<<cred>>;"
    cn.Execute "DELETE FROM tmp_extracto"
    cn.Execute "INSERT INTO tmp_extracto SELECT * FROM [Text;FMT=Delimited;HDR=YES;DATABASE=" & ThisWorkbook.Path & "].[extracto.csv]"
    MsgBox "Extracto importado", vbInformation, "<<org_cap>>"
    cn.Close
End Sub
""",
    cred="pw_alnum",
)

F.reg(
    "arequipa_backup_bat_sqlcmd_and_7z_password",
    ("scripts/backup_<<org>>.bat", "C:/Respaldo/<<org>>_<<num>>.bat"),
    """@echo off
REM Respaldo diario de la base SIAF - <<org_cap>> agencia <<city>>
set FECHA=%date:~6,4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\SQLEXPRESS -U sa_respaldo -P <<cred>> -Q "BACKUP DATABASE [core_ahorro] TO DISK='D:\\Respaldo\\core_%FECHA%.bak' WITH COMPRESSION"
"C:\\Program Files\\7-Zip\\7z.exe" a -tzip D:\\Respaldo\\core_%FECHA%.zip D:\\Respaldo\\core_%FECHA%.bak
robocopy D:\\Respaldo \\\\<<ip2>>\\respaldos\\<<org>> core_%FECHA%.zip /R:2 /W:5
""",
    cred="pw_bare",
)

F.reg(
    "arequipa_culqi_secret_key_php_config",
    ("web/<<org>>/config/culqi.php", "pagos_en_linea/config_<<num>>.php"),
    """<?php
// Pagos de cuotas de créditos en línea - <<org_cap>>
return [
    'culqi' => [
        'public_key' => 'pk_live_<<hex8>>',
        'secret_key' => '<<cred>>',
        'moneda'     => 'PEN',
        'webhook'    => 'https://pagos.<<dom>>/culqi/webhook',
    ],
];
""",
    cred="x:sk_live_:24",
    syntax="",
)


def _db_url(rng, s):
    # make sure the password carries at least one character that percent-encoding changes
    pw = s["cred"] + rng.choice("@:/#%?") + str(rng.randint(10, 99))
    return {"cred": pw, "cred_enc": enc_url(pw)}


F.reg(
    "arequipa_odoo_dotenv_database_url_percent_encoded",
    ("odoo/<<org>>/.env", "despliegue/odoo_<<num>>.env"),
    """# Odoo 17 - contabilidad <<org_cap>>
ODOO_VERSION=17.0
DATABASE_URL=postgresql://odoo_conta:<<cred_enc>>@<<host>>:5432/conta_<<year>>
ODOO_ADMIN_EMAIL=<<email>>
TZ=America/Lima
""",
    cred="pw",
    extra=_db_url,
    decode=dec_url_between("odoo_conta:", "@"),
)
