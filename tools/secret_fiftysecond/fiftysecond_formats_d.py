# ruff: noqa: E501
"""Family d: a multicentre clinical-trial coordinating unit in São Paulo (REDCap,
OpenClinica, Stata), Portuguese."""

from __future__ import annotations

import base64

from fiftysecond_spec import Fam, after, enc_b64

F = Fam(
    "ensaio_clinico_paulista",
    (
        ("vidaensaio", "Unidade de Pesquisa Clínica VidaEnsaio"),
        ("vidaensaio", "Centro Coordenador VidaEnsaio"),
    ),
    "com.br",
    ("Ana Clara", "João Pedro", "Beatriz", "Gustavo", "Larissa", "Rafael", "Fernanda", "Thiago"),
    ("Souza", "Oliveira", "Pereira", "Lima", "Carvalho", "Ribeiro", "Almeida", "Nascimento"),
    (
        "ipiranga",
        "paulista",
        "coracao",
        "jabuticaba",
        "saude",
        "vacina",
        "sabia",
        "cerrado",
        "tiete",
        "palmeiras",
    ),
    ("São Paulo", "Campinas", "Ribeirão Preto", "Botucatu"),
    ("anaclara", "joaopedro", "beatriz", "gustavo", "larissa", "rafael", "fernanda", "thiago"),
    ("souza", "oliveira", "pereira", "lima", "carvalho", "ribeiro", "almeida", "nascimento"),
    "+55",
)

F.reg(
    "ensaio_redcap_database_php_credentials",
    ("var/www/html/redcap/database.php", "srv/redcap_v14.<<n>>/database.php"),
    """<?php

global $log_all_errors;
$log_all_errors = FALSE;

//********************************************************************************************
// DATABASE CONNECTION: REDCap - <<orgname>>
//********************************************************************************************
$hostname   = '<<host>>';
$db         = 'redcap';
$username   = 'redcap_app';
$password   = '<<cred>>';

$db_ssl_key    = '';
$db_ssl_cert   = '';
$db_ssl_ca     = '/etc/ssl/certs/rds-ca.pem';
$db_ssl_verify_server_cert = true;

$salt = '<<hexid>>';
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "ensaio_r_redcapr_api_token_exportacao",
    ("analises/<<word>>/01_importar_redcap.R", "projetos/estudo_<<n>>/scripts/exportar_dados.R"),
    """# Exportação dos dados do estudo <<word>> (braço A x B) — <<first>> <<last>>
library(REDCapR)
library(dplyr)

uri   <- "https://redcap.<<dom>>/api/"
token <- "<<cred>>"   # token do projeto <<n3>> (perfil estatística)

ds <- redcap_read(redcap_uri = uri, token = token, batch_size = 200)$data
ds <- ds |> filter(!is.na(data_randomizacao))
saveRDS(ds, sprintf("dados/brutos_%s.rds", Sys.Date()))
table(ds$braco, ds$centro)
""",
    "HEX:32",
)

F.reg(
    "ensaio_openclinica_datainfo_properties_dbpass",
    (
        "usr/local/tomcat/openclinica.config/datainfo.properties",
        "opt/openclinica-<<n>>/config/datainfo.properties",
    ),
    """# OpenClinica 3.x - datainfo.properties (estudo multicêntrico <<n3>>)
dbType=postgres
dbUser=clinica
dbPass=<<cred>>
db=openclinica
dbPort=5432
dbHost=<<host>>
filePath=/usr/local/tomcat/openclinica.data/
sysURL=https://ensaios.<<dom>>/OpenClinica/MainMenu
mailHost=smtp.<<dom>>
mailPort=587
adminEmail=ti@<<dom>>
""",
    "pw",
)

F.reg(
    "ensaio_email_senha_provisoria_monitor_centro",
    ("Correio/Enviados/acesso_monitor_centro_<<n>>.eml", "mail/cur/<<n6>>.srv:2,S"),
    """From: Gerência de Dados <dados@<<dom>>>
To: <<email2>>
Cc: <<email>>
Subject: Acesso ao eCRF - monitoria do centro <<n>> (<<city>>)
Date: <<date>> <<hm>>:41 -0300
Content-Type: text/plain; charset=UTF-8

Olá,

Segue seu acesso ao sistema de coleta de dados do estudo para a visita de monitoria
agendada para a próxima semana.

Usuário: <<user>>
Senha provisória: <<cred>>

A senha deve ser trocada no primeiro acesso. Lembre que o perfil de monitor permite
apenas leitura e abertura de queries.

Atenciosamente,
<<first>> <<last>>
Gerente de Dados Clínicos – <<orgname>>
""",
    "human",
)

F.reg(
    "ensaio_stata_do_odbc_connectionstring_pwd",
    ("analises/do/<<n>>_carregar_sql.do", "projetos/estudo_<<n>>/stata/importa_banco.do"),
    """* Importa a base consolidada do SQL Server para o Stata
* autor: <<first>> <<last>>  data: <<dmys>>
clear all
set more off
local conn "Driver={ODBC Driver 18 for SQL Server};Server=<<host>>;Database=ENSAIO_<<n3>>;UID=stata_leitura;PWD=<<cred>>;Encrypt=yes;TrustServerCertificate=yes"
odbc load, exec("SELECT * FROM dbo.visitas WHERE centro IS NOT NULL") connectionstring("`conn'") clear
compress
save "dados/visitas_`c(current_date)'.dta", replace
tab centro braco, row
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "ensaio_whatsapp_coordenacao_senha_tablet_coleta",
    ("WhatsApp Chat - Coordenação Estudo <<n>>.txt", "backup/whatsapp/coordenacao_<<n>>.txt"),
    """[<<dmys>> <<hm>>:03] <<first2>>: Pessoal, o tablet da coleta do centro <<city>> pediu senha depois da atualização
[<<dmys>> <<hm>>:10] <<first>> <<last>>: A senha do usuário coleta ficou <<cred>>
[<<dmys>> <<hm>>:11] <<first>> <<last>>: Apaguem a mensagem depois de anotar, por favor
[<<dmys>> <<hm2>>:40] <<first2>>: Funcionou, obrigada!
""",
    "human",
)


def _k8s_extra(rng, s) -> None:
    s["enc"] = enc_b64(str(s["cred"]))
    s["encu"] = enc_b64("randomizacao")


F.reg(
    "ensaio_k8s_secret_randomizacao_db_base64",
    ("deploy/k8s/randomizacao/secret-db.yaml", "infra/<<org>>/randomizacao-<<n>>-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: randomizacao-db
  namespace: ensaios
  labels:
    app: randomizacao
type: Opaque
data:
  usuario: <<encu>>
  senha-db: <<enc>>
""",
    "pw",
    extra=_k8s_extra,
    decode=lambda t: base64.b64decode(after("senha-db: ", t)).decode(),
)

F.reg(
    "ensaio_spreadsheetml_planilha_logins_centros",
    (
        "Compartilhado/Ensaio/logins_centros_<<year>>.xml",
        "Documentos/centros_participantes_<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Centros">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">Centro</Data></Cell>
    <Cell><Data ss:Type="String">Investigador</Data></Cell>
    <Cell><Data ss:Type="String">Usuário eCRF</Data></Cell>
    <Cell><Data ss:Type="String">Senha</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<city>></Data></Cell>
    <Cell><Data ss:Type="String">Dr(a). <<first>> <<last>></Data></Cell>
    <Cell><Data ss:Type="String"><<user>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String">Porto Alegre</Data></Cell>
    <Cell><Data ss:Type="String">Dr(a). <<first2>></Data></Cell>
    <Cell><Data ss:Type="String">pendente</Data></Cell>
    <Cell><Data ss:Type="String">(aguardando treinamento)</Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
