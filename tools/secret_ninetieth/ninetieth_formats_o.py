# ruff: noqa: E501
"""Family o: a customs lawyer (avocat en droit douanier) in Casablanca, Morocco: French, Arabic
and Darija (Arabizi)."""

from __future__ import annotations

from ninetieth_spec import Fam

FAM = Fam(
    name="diwana_customs_avocat_casablanca",
    orgs=(
        ("cabinet-benjelloun", "Cabinet Benjelloun – Avocats, Droit douanier"),
        ("tazi-associes", "Tazi & Associés"),
        ("portnet-conseil", "Anfa Conseil Douane"),
    ),
    tld="ma",
    first=(
        ("سلمى", "salma"),
        ("كريم", "karim"),
        ("نادية", "nadia"),
        ("مهدي", "mehdi"),
        ("إيمان", "imane"),
        ("هشام", "hicham"),
        ("خديجة", "khadija"),
        ("عمر", "omar"),
    ),
    last=(
        ("العلوي", "alaoui"),
        ("بنجلون", "benjelloun"),
        ("التازي", "tazi"),
        ("الإدريسي", "idrissi"),
        ("برادة", "berrada"),
        ("الفاسي", "fassi"),
        ("بناني", "bennani"),
        ("الشرقاوي", "cherkaoui"),
    ),
    words=(
        "casa",
        "raja",
        "wydad",
        "atlas",
        "sahara",
        "couscous",
        "harira",
        "tajine",
        "argan",
        "zellige",
        "medina",
        "amazigh",
        "bahja",
        "bladi",
        "nakhla",
        "chebakia",
        "derb",
        "anfa",
    ),
    pets=("mimi", "rex", "lucky", "simo", "zaza", "bobo"),
    towns=("casablanca", "rabat", "tanger", "agadir", "fes", "mohammedia"),
    cc="+212",
)

FAM.reg(
    "diwana_darija_whatsapp_code_badr",
    ("WhatsApp Chat with <<fa2>>.txt", "<<org>>/chats/whatsapp_<<fa2>>_<<date>>.txt"),
    """<<dmys>> <<hm>> - <<fa2>> <<la2>>: Salam maitre, l compte BADR dyal transitaire t-bloqua, khassni ndir DUM lyoum
<<dmys>> <<hm>> - <<fa>> <<la>>: Wakha, user howa <<login>>.badr
<<dmys>> <<hm2>> - <<fa>> <<la>>: l code jdid: <<cred>>
<<dmys>> <<hm2>> - <<fa>> <<la>>: matsiftouch l chi had 🙏
<<dmys>> <<hm2>> - <<fa2>> <<la2>>: Safi, chokran bzaf
""",
    "human",
    syntax="",
)

FAM.reg(
    "diwana_portnet_certificate_keystore_java",
    (
        "<<org>>/portnet-client/src/main/java/ma/cabinet/portnet/PortnetConfig.java",
        "apps/<<org>>-guichet/src/PortnetSigner.java",
    ),
    """package ma.cabinet.portnet;

// PortNet (guichet unique national du commerce extérieur) - signature des demandes
public final class PortnetConfig {
    public static final String ENDPOINT = "https://www.portnet.ma/ws/operateur";
    public static final String KEYSTORE = "/etc/portnet/<<org>>.p12";
    public static final String KEYSTORE_PASSWORD = "<<cred>>";
    public static final String OPERATEUR_ID = "OP<<n6>>";

    private PortnetConfig() {}
}
""",
    "pw_dq",
    syntax="",
)

FAM.reg(
    "diwana_french_email_mot_de_passe_adii",
    ("<<org>>/courriel/<<date>>_acces_adii.eml", "Outlook/<<login>>/Elements envoyes/<<n4>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Accès au portail ADII pour le recours du client
Date: Fri, <<d>> Nov <<y>> 10:<<mi>>:33 +0100
Content-Type: text/plain; charset=UTF-8

Bonjour Maître,

Pour préparer le recours contre la notification de redressement (DUM n° <<n6>>),
vous pouvez consulter le dossier sur le portail de l'ADII avec le compte du cabinet :

Identifiant : <<login>>_cabinet
Mot de passe : <<cred>>

Merci de ne pas le modifier, la comptabilité l'utilise aussi.

Bien à vous,
<<fa>> <<la>>
<<orgname>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "diwana_cmi_honoraires_store_key_php",
    ("<<org>>-site/paiement/cmi_config.php", "var/www/<<dom>>/includes/cmi.php"),
    """<?php
// CMI (Centre Monétique Interbancaire) - paiement en ligne des honoraires
$cmi = [
    'clientid'  => '600<<n6>>',
    'storekey'  => '<<cred>>',
    'gateway'   => 'https://payment.cmi.co.ma/fim/est3Dgate',
    'okUrl'     => 'https://<<dom>>/paiement/ok',
    'failUrl'   => 'https://<<dom>>/paiement/echec',
    'currency'  => '504',
    'lang'      => 'fr',
];
""",
    "p:cmi",
    syntax="",
)

FAM.reg(
    "diwana_damancom_arabic_handover_txt",
    ("<<org>>/تسليم/damancom_<<date>>.txt", "Bureau/تسليم_المهام_<<fa>>.txt"),
    """تسليم المهام – <<f>> <<l>>
- التصريح بالأجور في DAMANCOM (الضمان الاجتماعي) قبل يوم 10
  رقم الانخراط: <<n6>><<n2>>
  اسم المستخدم: <<login>>.cnss
  كلمة المرور: <<cred>>
- ملفات الزبناء في \\\\<<host>>\\dossiers
شكرا
""",
    "human",
    syntax="",
)

FAM.reg(
    "diwana_sage_dossiers_vba_adodb",
    ("<<org>>/Macros/ExportDossiers.bas", "Documents/<<org>>_suivi_dossiers_<<y>>.bas"),
    """Attribute VB_Name = "ExportDossiers"
' Suivi des dossiers contentieux douaniers - lecture depuis Sage 100 (SQL Server)
Public Sub ChargerHonoraires()
    Dim cn As Object, rs As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Provider=SQLOLEDB;Data Source=<<ip>>\\SAGE100;Initial Catalog=CABINET;User ID=lecture;Password=<<cred>>;"
    Set rs = cn.Execute("SELECT * FROM F_DOCENTETE WHERE DO_Date >= '<<y>>-01-01'")
    Sheets("Honoraires").Range("A2").CopyFromRecordset rs
    cn.Close
End Sub
""",
    "pw",
    syntax="",
)

FAM.reg(
    "diwana_winrar_archive_password_bat",
    ("<<org>>/scripts/archiver_dossiers.bat", "C/Cabinet/<<org>>_archive_<<n2>>.bat"),
    """@echo off
REM Archivage mensuel des dossiers clôturés (chiffré) vers le NAS
set MOIS=%date:~3,2%-%date:~6,4%
"C:\\Program Files\\WinRAR\\rar.exe" a -ep1 -m5 -hp<<cred>> "\\\\<<host>>\\archives\\dossiers_%MOIS%.rar" "D:\\Dossiers\\Clotures\\*"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "diwana_dedouanement_api_bearer_jwt_go",
    ("<<org>>/tools/declarant/main.go", "cmd/<<org>>-suivi-dum/client.go"),
    """package main

// Suivi des DUM auprès du prestataire de dédouanement (API REST)
import (
	"fmt"
	"net/http"
)

const apiBase = "https://api.<<town>>-transit.ma/v2"
const bearer = "<<cred>>"

func statutDUM(ref string) (*http.Response, error) {
	req, _ := http.NewRequest("GET", fmt.Sprintf("%s/dum/%s", apiBase, ref), nil)
	req.Header.Set("Authorization", "Bearer "+bearer)
	return http.DefaultClient.Do(req)
}
""",
    "jwt:HS256",
    syntax="",
)
